// The puzzle of the sign-up proof of work (contract/signup-work.ts), with no imports: the browser's
// worker that solves it loads nothing else.

/** The text hashed for a nonce. */
export const workInput = (token: string, nonce: string) => `${token}:${nonce}`

/** Whether `digest` (a SHA-256) starts with at least `bits` zero bits. */
export function meetsWork(digest: Uint8Array, bits: number): boolean {
  let left = bits
  for (const byte of digest) {
    if (left <= 0) return true
    if (left >= 8) {
      if (byte !== 0) return false
      left -= 8
    } else {
      return byte >> (8 - left) === 0
    }
  }
  return left <= 0
}
