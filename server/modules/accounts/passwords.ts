import { availableParallelism } from 'node:os'
import argon2 from 'argon2'
import type { PasswordHashProfile } from '../../config'
import { createWorkLimit } from '../../lib/work-limit'

interface Argon2Costs {
  memoryCost: number
  timeCost: number
  parallelism: number
}

/**
 * argon2 runs on libuv's thread pool (UV_THREADPOOL_SIZE, 4 by default) and takes 64 MiB and tens of
 * milliseconds of a core per hash. One hash per core, leaving a pool thread for file and DNS work;
 * a login flood waits its turn up to a bound (enough for a burst of 40 logins and more), and past it
 * is answered 503 with `limitMessages.serverBusy` at once.
 */
const threadPool = Number(process.env.UV_THREADPOOL_SIZE) || 4
const concurrency = Math.max(1, Math.min(availableParallelism(), threadPool - 1))
export const passwordWork = createWorkLimit({ concurrency, maxWaiting: Math.max(48, 16 * concurrency) })

/**
 * argon2id's costs. `rfc9106` is RFC 9106's second recommended option (64 MiB, 3 passes, 4 lanes);
 * `owasp` is OWASP's minimum for argon2id (19 MiB, 2 passes, 1 lane), for a small machine. A hash
 * carries its own costs, so a change of profile leaves every stored hash verifiable.
 */
export const PASSWORD_HASH_PROFILES: Record<PasswordHashProfile, Argon2Costs> = {
  rfc9106: { memoryCost: 65_536, timeCost: 3, parallelism: 4 },
  owasp: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
}

// One per process, like the work queue above: the process's hashing costs, set from PASSWORD_HASH_PROFILE
// when the app builds (server/app.ts).
let costs: Argon2Costs = PASSWORD_HASH_PROFILES.rfc9106

export function setPasswordHashProfile(profile: PasswordHashProfile): void {
  costs = PASSWORD_HASH_PROFILES[profile]
}

const hashNow = (password: string) => argon2.hash(password, { type: argon2.argon2id, ...costs })

export const hashPassword = (password: string) => passwordWork.run(() => hashNow(password))

/** False for a wrong password or a malformed hash; throws RefusalError (503) when the queue is full. */
export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return passwordWork.run(async () => {
    try {
      return await argon2.verify(hash, password)
    } catch {
      return false
    }
  })
}

/**
 * A hash to verify against when the account does not exist, so both answers take as long. Made once,
 * outside the queue (a refusal must not be remembered as the hash).
 */
let dummyHash: Promise<string> | undefined
export const timingDummyHash = () => {
  dummyHash ??= hashNow('not-a-real-password').catch((error) => {
    dummyHash = undefined
    throw error
  })
  return dummyHash
}
