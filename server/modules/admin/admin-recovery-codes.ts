import { createHash, randomInt } from 'node:crypto'
import {
  normaliseRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
} from '../../../contract/admin-two-factor'

/**
 * Recovery codes: RECOVERY_CODE_COUNT random codes of RECOVERY_CODE_LENGTH characters from a
 * 31-character alphabet (over 59 bits each, from the system's CSPRNG), shown once in groups of four. Only
 * the SHA-256 of each is stored: with 59 random bits a fast hash is enough (no guessing list applies),
 * and a login tries at most a handful before the admin lockout stops it.
 */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let code = ''
    for (let index = 0; index < RECOVERY_CODE_LENGTH; index++) {
      code += RECOVERY_CODE_ALPHABET.charAt(randomInt(RECOVERY_CODE_ALPHABET.length))
    }
    return code.replace(/(.{4})(?=.)/g, '$1-')
  })
  return { codes, hashes: codes.map(hashRecoveryCode) }
}

/** The stored form of a code as typed: case, spaces and dashes aside. */
export const hashRecoveryCode = (typed: string) =>
  createHash('sha256').update(normaliseRecoveryCode(typed)).digest('hex')
