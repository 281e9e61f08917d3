import argon2 from 'argon2'

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id })

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password)
  } catch {
    return false
  }
}

/** A hash to verify against when the account does not exist, so both answers take as long. */
let dummyHash: Promise<string> | undefined
export const timingDummyHash = () => {
  dummyHash ??= hashPassword('not-a-real-password')
  return dummyHash
}
