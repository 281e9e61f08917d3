import { availableParallelism } from 'node:os'
import argon2 from 'argon2'
import { limitMessages } from '../../contract/messages'
import { RefusalError } from '../errors'

/**
 * A bounded work queue: at most `concurrency` jobs run at once, at most `maxWaiting` wait for a turn,
 * and a job past that is refused at once (RefusalError 503) instead of queueing without bound.
 */
export function createWorkLimit(options: { concurrency: number; maxWaiting: number }) {
  const { concurrency, maxWaiting } = options
  let active = 0
  const waiting: Array<() => void> = []

  return {
    concurrency,
    maxWaiting,
    get active() {
      return active
    },
    get waiting() {
      return waiting.length
    },
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (active < concurrency) {
        active++
      } else {
        if (waiting.length >= maxWaiting) throw new RefusalError(503, limitMessages.serverBusy, 1)
        // The finishing job hands its slot over: `active` stays as it is.
        await new Promise<void>((turn) => waiting.push(turn))
      }
      try {
        return await job()
      } finally {
        const next = waiting.shift()
        if (next) next()
        else active--
      }
    },
  }
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

export const hashPassword = (password: string) =>
  passwordWork.run(() => argon2.hash(password, { type: argon2.argon2id }))

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
  dummyHash ??= argon2.hash('not-a-real-password', { type: argon2.argon2id }).catch((error) => {
    dummyHash = undefined
    throw error
  })
  return dummyHash
}
