import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { OtpsRepository } from '../db/otps-repository'
import type { OtpTable } from '../db/schema'
import type { Mailer } from './mailer'

export const OTP_TTL_MS = 10 * 60_000
export const OTP_MAX_ATTEMPTS = 5
export const OTP_RESEND_INTERVAL_MS = 30_000
export const RESET_WINDOW_MS = 15 * 60_000

type Purpose = OtpTable['purpose']
export type OtpCheck = 'ok' | 'invalid' | 'expired' | 'locked' | 'missing'

const subjects: Record<Purpose, string> = {
  verify: 'Your Cardcast verification code',
  reset: 'Your Cardcast password reset code',
}

/** Six-digit codes, stored as keyed hashes, mailed to the address, a few tries each. */
export function createOtpService(deps: { otps: OtpsRepository; mailer: Mailer; secret: string }) {
  const hash = (email: string, purpose: Purpose, code: string) =>
    createHmac('sha256', deps.secret).update(`${purpose}:${email}:${code}`).digest('hex')

  return {
    /** Seconds until another code may be sent to this address, 0 when one may go now. */
    async throttleSeconds(email: string, purpose: Purpose): Promise<number> {
      const existing = await deps.otps.find(email, purpose)
      if (!existing) return 0
      const wait = Date.parse(existing.last_sent_at) + OTP_RESEND_INTERVAL_MS - Date.now()
      return wait > 0 ? Math.ceil(wait / 1000) : 0
    },

    async issue(email: string, purpose: Purpose): Promise<void> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const now = Date.now()
      await deps.otps.replace({
        email,
        purpose,
        code_hash: hash(email, purpose, code),
        expires_at: new Date(now + OTP_TTL_MS).toISOString(),
        last_sent_at: new Date(now).toISOString(),
      })
      await deps.mailer.send({
        to: email,
        subject: subjects[purpose],
        text: `Your Cardcast code is ${code}. It expires in ${OTP_TTL_MS / 60_000} minutes. If you did not ask for it, ignore this email.`,
      })
    },

    async check(email: string, purpose: Purpose, code: string): Promise<OtpCheck> {
      const row = await deps.otps.find(email, purpose)
      if (!row) return 'missing'
      if (Date.parse(row.expires_at) < Date.now()) return 'expired'
      if (!(await deps.otps.takeAttempt(email, purpose, OTP_MAX_ATTEMPTS))) return 'locked'
      const expected = Buffer.from(row.code_hash, 'hex')
      const given = Buffer.from(hash(email, purpose, code), 'hex')
      if (!timingSafeEqual(expected, given)) return 'invalid'
      return 'ok'
    },
  }
}

export type OtpService = ReturnType<typeof createOtpService>
