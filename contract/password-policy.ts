// The rules of a password being chosen, as words and lengths, without zod: the sign-up and reset
// pages show the server's refusals under the field before the form's rules load
// (src/features/auth/form-validation.ts loads them at the first focus).

/** Minimum lengths of a password being chosen: stricter than the spec's 6. */
export const USER_PASSWORD_MIN_LENGTH = 8
export const ADMIN_PASSWORD_MIN_LENGTH = 12

export const passwordPolicyMessages = {
  userTooShort: `Password must be at least ${USER_PASSWORD_MIN_LENGTH} characters.`,
  adminTooShort: `Password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`,
  tooCommon: 'This password is one of the most common ones. Please choose a less common password.',
  adminTooWeak:
    'This password is too easy to guess for an administrator: use a longer one, or several unrelated words.',
  holdsSiteName: "An administrator's password may not contain the site's name.",
  holdsAddress: "An administrator's password may not contain their email address or its name part.",
  userHoldsSiteName: "A password may not contain the site's name.",
  userHoldsAddress: 'A password may not contain your email address or the part before the @.',
} as const
