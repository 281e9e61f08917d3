import { randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { limitMessages } from '../../../../contract/messages'
import type { WorkChallenge, WorkSolution } from '../../../../contract/signup-work'
import type { AppServices } from '../../../app-services'
import { type MailClient, signupWorkBits } from '../../limits'
import { readCookie } from './read-cookie'

// Who asks for sign-up mail: the client address and the device on it. A carrier puts thousands of
// phones behind one address, so the hard limit is per device, and the address as a whole is asked for
// a proof of work once busy, never refused (contract/constants.ts MAIL_SIGNUP_*).

/**
 * A long-lived random id the browser keeps for the account calls. A hint that spreads the limit over
 * the phones of one address, not security: a client without it gets a new one each time, and meets
 * the address's proof of work like everyone.
 */
export const DEVICE_COOKIE = 'cardcast_device'
const DEVICE_COOKIE_PATH = '/auth/user'
const DEVICE_COOKIE_MAX_AGE_SECONDS = 2 * 365 * 24 * 3600
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/

/** The requesting client; a device without the cookie is given one, in this answer. */
export function signupClient(
  app: Pick<AppServices, 'config'>,
  req: FastifyRequest,
  reply: FastifyReply,
): MailClient {
  const kept = readCookie(req, DEVICE_COOKIE)
  if (kept && DEVICE_ID.test(kept)) return { address: req.ip, device: kept }
  const device = randomBytes(18).toString('base64url')
  const secure = app.config.publicUrl.startsWith('https:') || req.protocol === 'https' ? '; Secure' : ''
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${device}; Path=${DEVICE_COOKIE_PATH}; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  )
  return { address: req.ip, device }
}

/**
 * Sign-up mail this client may not ask for now, by its device's limit or the kind's budget: thrown
 * (MailRefusedError, 429) before the address is looked up, so that a taken address, a new one and a
 * pending one answer alike.
 */
export async function refuseSignupMailOverLimit(app: Pick<AppServices, 'mailer'>, client: MailClient) {
  const refused = await app.mailer.clientRefusal('signup', client)
  if (refused) throw refused
}

/**
 * With the per-client limits on (RATE_LIMIT): the challenge a sign-up from a busy address must solve
 * first, or undefined when none is due or `work` is a fresh solution of one (then spent). Checked
 * before the address is looked up, like the limit above.
 */
export async function workDue(
  app: Pick<AppServices, 'config' | 'mailer' | 'signupWork'>,
  client: MailClient,
  work: WorkSolution | undefined,
): Promise<{ error: string; challenge: WorkChallenge } | undefined> {
  if (!app.config.rateLimit) return undefined
  const bits = signupWorkBits(await app.mailer.sentFromAddress('signup', client.address))
  if (bits === undefined) return undefined
  if (work && (await app.signupWork.accept(work, client.address))) return undefined
  return { error: limitMessages.signupWorking, challenge: app.signupWork.issue(client.address, bits) }
}
