import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import {
  MAIL_SIGNUP_FREE_PER_ADDRESS_PER_HOUR,
  SIGNUP_WORK_BASE_BITS,
  SIGNUP_WORK_MAX_BITS,
  SIGNUP_WORK_TTL_SECONDS,
} from '../../../contract/constants'
import type { WorkChallenge, WorkSolution } from '../../../contract/signup-work'
import { meetsWork, workInput } from '../../../contract/work-puzzle'
import type { WorkChallengesRepository } from './work-challenges-repository'

// A proof of work instead of a refusal: past the free sign-ups of an hour, a client address's next
// sign-up brings the solution of a challenge the server signed (HMAC, no write to issue one), bound to
// the address, expiring, accepted once. The work doubles each time the address's sign-up mail of the
// hour doubles, so a flood from one address costs its sender more and more, while a phone behind a
// busy carrier address pays a few seconds and is never turned away. Why not a CAPTCHA service: it
// would send every visitor's address to a third party, and fails phones without its script.

interface Payload {
  /** Random: what makes the challenge single-use. */
  id: string
  /** A hash of the client address it was issued to. */
  a: string
  bits: number
  /** Expiry, epoch milliseconds. */
  exp: number
}

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url')
const addressTag = (address: string) => createHash('sha256').update(address).digest('base64url').slice(0, 16)

/**
 * The work a sign-up from an address that already asked for `sent` sign-up mails this hour must bring,
 * in bits; undefined while it is under the free ones.
 */
export function signupWorkBits(sent: number): number | undefined {
  if (sent < MAIL_SIGNUP_FREE_PER_ADDRESS_PER_HOUR) return undefined
  const doublings = Math.floor(Math.log2(sent / MAIL_SIGNUP_FREE_PER_ADDRESS_PER_HOUR))
  return Math.min(SIGNUP_WORK_MAX_BITS, SIGNUP_WORK_BASE_BITS + doublings)
}

export function createWorkChallenges(deps: { spent: WorkChallengesRepository; key: Uint8Array }) {
  const sign = (body: string) => createHmac('sha256', deps.key).update(body).digest()

  function read(token: string): Payload | undefined {
    const [body, signature] = token.split('.')
    if (!body || !signature) return undefined
    const expected = sign(body)
    const given = Buffer.from(signature, 'base64url')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString()) as Payload
    } catch {
      return undefined
    }
  }

  return {
    /** A new challenge of `bits` for the client `address`. */
    issue(address: string, bits: number, now = Date.now()): WorkChallenge {
      const exp = now + SIGNUP_WORK_TTL_SECONDS * 1000
      const payload: Payload = { id: b64(randomBytes(12)), a: addressTag(address), bits, exp }
      const body = b64(JSON.stringify(payload))
      return { token: `${body}.${b64(sign(body))}`, bits, expiresAt: new Date(exp).toISOString() }
    },

    /**
     * Whether `solution` is the work of a challenge this server issued to `address`, not expired, its
     * hash meeting the challenge's bits; spends it, so a second use is refused.
     */
    async accept(solution: WorkSolution, address: string, now = Date.now()): Promise<boolean> {
      const payload = read(solution.token)
      if (!payload || payload.exp <= now || payload.a !== addressTag(address)) return false
      const digest = createHash('sha256').update(workInput(solution.token, solution.nonce)).digest()
      if (!meetsWork(digest, payload.bits)) return false
      return deps.spent.spend(payload.id, new Date(payload.exp).toISOString(), new Date(now))
    },
  }
}

export type WorkChallenges = ReturnType<typeof createWorkChallenges>
