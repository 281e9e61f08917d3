import type { FastifyRequest } from 'fastify'
import type { Locale } from '../../../contract/locale'
import { securityMessages } from '../../../contract/messages'
import type { AppServices } from '../../app-services'
import type { UserRow } from '../../db/schema'
import { RefusalError } from '../../errors'
import { countAccountAttempt, perAccountLimits } from '../limits'
import { MAIL_SIGN_OFF, mailGreeting, mailMessage } from '../mail'
import { verifyPassword } from './passwords'

/** The owner's mail when their account's sign-ins pause, in each language. */
const LOCK_MAIL: Record<Locale, (attempts: number, minutes: number, address: string) => string[]> = {
  'en-IN': (attempts, minutes, address) => [
    `More than ${attempts} password attempts were made on your Cardcast account within ${minutes} minutes, the last from ${address}.`,
    'To protect it, signing in and changing payout or KYC details are paused for a while, even with the right password.',
    '',
    'If it was not you, someone is guessing your password: once the pause ends, sign in and change it.',
  ],
  'hi-IN': (attempts, minutes, address) => [
    `${minutes} मिनट के अंदर आपके Cardcast अकाउंट पर ${attempts} से ज़्यादा बार पासवर्ड डालने की कोशिश हुई, आखिरी बार ${address} से।`,
    'इसकी सुरक्षा के लिए, साइन इन और पेआउट या KYC का ब्योरा बदलना कुछ समय के लिए रुका है, सही पासवर्ड के साथ भी।',
    '',
    'अगर यह आप नहीं थे, तो कोई आपका पासवर्ड अंदाज़ा लगाने की कोशिश कर रहा है: रोक खत्म होने पर साइन इन करके उसे बदल दें।',
  ],
}

/**
 * Mails the owner that their account's sign-in attempts reached the per-account limit
 * (`perAccountLimits.login`): someone is guessing their password, from wherever. Once per window, by
 * login and by the password asked again (`checkPasswordAgain`) alike. A refused mail is only logged.
 */
export async function mailLoginLock(
  app: Pick<AppServices, 'mailer'>,
  user: Pick<UserRow, 'id' | 'email' | 'username' | 'locale'>,
  req: FastifyRequest,
): Promise<void> {
  const minutes = Math.round(perAccountLimits.login.windowMs / 60_000)
  try {
    await app.mailer.send({
      to: user.email,
      subject: mailMessage(securityMessages.accountLockedMailSubject, user.locale),
      text: [
        mailGreeting(user.locale, user.username),
        '',
        ...LOCK_MAIL[user.locale](perAccountLimits.login.max, minutes, req.ip),
        '',
        MAIL_SIGN_OFF,
      ].join('\n'),
    })
  } catch (error) {
    req.log.warn({ err: error, userId: user.id }, 'login lock mail not sent')
  }
}

/** Login's per-account hook: mails the owner of `email`, when the address has an account. */
export async function mailLoginLockTo(
  app: Pick<AppServices, 'users' | 'mailer'>,
  email: string,
  req: FastifyRequest,
): Promise<void> {
  const user = await app.users.byEmail(email)
  if (user) await mailLoginLock(app, user, req)
}

/**
 * The password asked again before a sensitive change (payout details, KYC). Its attempts count with
 * login's, per account, from any client address (`perAccountLimits.login`, with RATE_LIMIT): past the
 * limit it is refused 429 like login, even when right, and the owner gets login's mail. A wrong one is
 * refused 403 with `wrongMessage` (not 401: the session is fine, and a 401 would sign the app out).
 */
export async function checkPasswordAgain(
  app: Pick<AppServices, 'config' | 'accountLimits' | 'mailer'>,
  req: FastifyRequest,
  user: Pick<UserRow, 'id' | 'email' | 'username' | 'password_hash' | 'locale'>,
  password: string,
  wrongMessage: string,
): Promise<void> {
  const count = await countAccountAttempt(app, perAccountLimits.login, user.email)
  if (count?.limited) {
    if (count.firstPast) await mailLoginLock(app, user, req)
    throw new RefusalError(429, perAccountLimits.login.message, count.retryAfter)
  }
  if (!(await verifyPassword(user.password_hash, password))) throw new RefusalError(403, wrongMessage)
}
