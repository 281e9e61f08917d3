// What the reset-OTP step hands to /reset-password in the navigation state.

export interface ResetPasswordState {
  email: string
  verified: true
}

/** The verified email carried by the navigation state, or null when the OTP step was skipped. */
export function verifiedEmailOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null
  const { email, verified } = state as Partial<ResetPasswordState>
  return verified === true && typeof email === 'string' && email !== '' ? email : null
}
