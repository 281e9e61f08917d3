import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { backoffDelay } from '../../../contract/backoff'
import { formatDateTime } from '../../../contract/dates'
import type { Locale } from '../../../contract/locale'
import type { OtpGuardRow, OtpTable } from '../../db/schema'
import type { MailCategory } from '../../db/schema-limits'
import type { MailClient } from '../limits'
import { type Mailer, mailDate, readerLocale } from '../mail'
import type { OtpsRepository } from './otps-repository'

export const OTP_TTL_MS = 10 * 60_000
/** Tries per code. */
export const OTP_MAX_ATTEMPTS = 5
/** The first wait between two codes to one address; each further code waits twice as long. */
export const OTP_RESEND_INTERVAL_MS = 30_000
/** The longest wait between two codes. */
export const OTP_RESEND_MAX_INTERVAL_MS = 60 * 60_000
/** A day with no code sent starts the backoff again from OTP_RESEND_INTERVAL_MS. */
export const OTP_SEND_STREAK_MS = 24 * 60 * 60_000
/** Wrong codes per address, across codes and purposes, before checks are paused. */
export const OTP_LOCK_AFTER_GUESSES = 5
/** The first pause; each further one lasts twice as long, up to OTP_MAX_LOCK_MS. */
export const OTP_LOCK_MS = 15 * 60_000
export const OTP_MAX_LOCK_MS = 24 * 60 * 60_000
/** How long a verified reset code (and the grant that goes with it) may be spent. */
export const RESET_WINDOW_MS = 15 * 60_000

type Purpose = OtpTable['purpose']
/** `accountLocked`: too many wrong codes for this address lately, whatever the code. */
export type OtpCheck = 'ok' | 'invalid' | 'expired' | 'locked' | 'missing' | 'accountLocked'

/**
 * Who asks for a code. `signup` always sends (the first code of a new account); `login` (the right
 * password to an unverified account whose code is spent or expired) may send one code more than
 * `resend` without waiting; every other code waits for the backoff.
 */
export type SendVia = 'signup' | 'login' | 'resend'

export type SendResult = { sent: true } | { sent: false; reason: 'throttled' | 'locked'; waitSeconds: number }

/**
 * What the OTP screen may promise (ISO 8601): when the newest code stops working, and when 'Resend OTP'
 * may next send one (the backoff; an address lock is refused with its own message).
 */
export interface OtpTimes {
  otpExpiresAt: string
  resendAvailableAt: string
}

/**
 * The kind of mail each code is (mailer.ts): a code that verifies a new address is sign-up mail, with
 * its own budget, so that sign-ups never use up the budget of codes for existing accounts.
 */
const mailKinds: Record<Purpose, MailCategory> = { verify: 'signup', reset: 'account', parent: 'account' }

/** A code's mail, in each language. */
const CODE_MAIL: Record<
  Locale,
  { subjects: Record<Purpose, string>; text: (code: string, minutes: number) => string }
> = {
  'en-IN': {
    subjects: {
      verify: 'Your Cardcast verification code',
      reset: 'Your Cardcast password reset code',
      parent: 'Your Cardcast parental consent code',
    },
    text: (code, minutes) =>
      `Your Cardcast code is ${code}. It expires in ${minutes} minutes. If you did not ask for it, ignore this email.`,
  },
  'hi-IN': {
    subjects: {
      verify: 'आपका Cardcast पुष्टि कोड',
      reset: 'आपका Cardcast पासवर्ड रीसेट कोड',
      parent: 'आपका Cardcast अभिभावक सहमति कोड',
    },
    text: (code, minutes) =>
      `आपका Cardcast कोड ${code} है। यह ${minutes} मिनट में खत्म हो जाएगा। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें।`,
  },
}

/** The mail that tells an address's owner its code checks are paused, in each language. */
const LOCK_MAIL: Record<Locale, { subject: string; text: (email: string, until: string) => string }> = {
  'en-IN': {
    subject: 'Cardcast: too many wrong codes for your account',
    text: (email, until) =>
      `Someone entered ${OTP_LOCK_AFTER_GUESSES} wrong codes for your Cardcast account (${email}). To protect it, codes for this account cannot be checked until ${until}; asking for a new code does not lift this.\n\nIf it was you, wait and ask for a new code then. If it was not, nothing has changed: your password still works, and nobody can use a code until then.`,
  },
  'hi-IN': {
    subject: 'Cardcast: आपके अकाउंट के लिए बहुत सारे गलत कोड',
    text: (email, until) =>
      `किसी ने आपके Cardcast अकाउंट (${email}) के लिए ${OTP_LOCK_AFTER_GUESSES} गलत कोड डाले। इसकी सुरक्षा के लिए, ${until} तक इस अकाउंट के कोड की जाँच नहीं होगी; नया कोड माँगने से भी यह रोक नहीं हटेगी।\n\nअगर यह आप थे, तो रुकें और उसके बाद नया कोड माँगें। अगर आप नहीं थे, तो कुछ नहीं बदला है: आपका पासवर्ड अब भी काम करता है, और तब तक कोई भी कोड इस्तेमाल नहीं कर सकता।`,
  },
}

/** Codes that may go without waiting, counted in the current streak. */
const freeSends: Record<SendVia, number> = { signup: Number.POSITIVE_INFINITY, login: 2, resend: 1 }

const iso = (ms: number) => new Date(ms).toISOString()
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/** Milliseconds the address is still locked for, 0 when it is not. */
export function lockLeftMs(guard: Pick<OtpGuardRow, 'locked_until'> | undefined, now = Date.now()): number {
  if (!guard?.locked_until) return 0
  return Math.max(0, Date.parse(guard.locked_until) - now)
}

/** Milliseconds before another code may go to this address by `via`, 0 when one may go now. */
export function sendWaitMs(
  guard: Pick<OtpGuardRow, 'sends' | 'last_sent_at'> | undefined,
  via: SendVia,
  now = Date.now(),
): number {
  if (!guard?.last_sent_at) return 0
  const since = now - Date.parse(guard.last_sent_at)
  if (since >= OTP_SEND_STREAK_MS) return 0
  const free = freeSends[via]
  if (guard.sends < free) return 0
  const interval = backoffDelay(guard.sends - free, {
    initialMs: OTP_RESEND_INTERVAL_MS,
    maxMs: OTP_RESEND_MAX_INTERVAL_MS,
  })
  return Math.max(0, interval - since)
}

/**
 * Six-digit codes, stored as keyed hashes (`key`: the derived `otpHmac` key), mailed to the address, a
 * few tries each. Per address, across codes and purposes, it also counts wrong codes (a lockout that
 * doubles, announced by mail to the owner, which no new code lifts) and backs off the codes it sends
 * (30 s, 60 s, 120 s… up to an hour).
 */
export function createOtpService(deps: {
  otps: OtpsRepository
  mailer: Mailer
  key: Uint8Array
  /** The language of the account at this address, if it has one: its mails speak it. */
  accountLocale: (email: string) => Promise<Locale | undefined>
}) {
  /** The mail's language: the address's account's, else `fallback` (the request's), else English. */
  const localeFor = async (email: string, fallback?: Locale) =>
    readerLocale(
      await deps.accountLocale(email).then((locale) => (locale ? { locale } : undefined)),
      fallback,
    )

  const hash = (email: string, purpose: Purpose, code: string) =>
    createHmac('sha256', deps.key).update(`${purpose}:${email}:${code}`).digest('hex')

  /**
   * `client`: who asked for it (the per-device sign-up limit); `locale`: the request's language, for
   * an address with no account (a parent's). The new code replaces the earlier one only once the mail
   * limits let its mail go: a refused mail throws with the earlier code still the one that works, so
   * no screen promises a code no inbox holds.
   */
  async function issue(email: string, purpose: Purpose, client?: MailClient, locale?: Locale): Promise<void> {
    const words = CODE_MAIL[await localeFor(email, locale)]
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    const now = Date.now()
    const store = () =>
      deps.otps.replace({
        email,
        purpose,
        code_hash: hash(email, purpose, code),
        expires_at: iso(now + OTP_TTL_MS),
        last_sent_at: iso(now),
      })
    await deps.mailer.send(
      {
        to: email,
        category: mailKinds[purpose],
        client,
        subject: words.subjects[purpose],
        text: words.text(code, OTP_TTL_MS / 60_000),
      },
      { onCounted: store },
    )
  }

  /** Takes the right to send a code now, unless the address is locked or must wait for the backoff. */
  async function claim(email: string, via: SendVia): Promise<SendResult> {
    return (await claimUndoable(email, via)).result
  }

  /** `claim`, with what gives the slot back when the code it was for could not be sent. */
  async function claimUndoable(
    email: string,
    via: SendVia,
  ): Promise<{ result: SendResult; undo?: () => Promise<unknown> }> {
    const result = await claimSlot(email, via)
    if (!('taken' in result)) return { result }
    const { seen, next } = result.taken
    // Only if nothing was claimed since: a later send's slot stays its own.
    return {
      result: { sent: true },
      undo: () =>
        deps.otps
          .claimSend(
            email,
            { sends: next.sends, last_sent_at: next.at },
            { sends: seen.sends, at: seen.last_sent_at },
          )
          .catch(() => false),
    }
  }

  async function claimSlot(
    email: string,
    via: SendVia,
  ): Promise<
    | Exclude<SendResult, { sent: true }>
    | {
        taken: {
          seen: { sends: number; last_sent_at: string | null }
          next: { sends: number; at: string }
        }
      }
  > {
    const now = Date.now()
    const guard = await deps.otps.guard(email)
    const locked = lockLeftMs(guard, now)
    if (locked > 0) return { sent: false, reason: 'locked', waitSeconds: seconds(locked) }
    const wait = sendWaitMs(guard, via, now)
    if (wait > 0) return { sent: false, reason: 'throttled', waitSeconds: seconds(wait) }
    const seen = { sends: guard?.sends ?? 0, last_sent_at: guard?.last_sent_at ?? null }
    const streakOver = !seen.last_sent_at || now - Date.parse(seen.last_sent_at) >= OTP_SEND_STREAK_MS
    const next = { sends: streakOver ? 1 : seen.sends + 1, at: iso(now) }
    const claimed = await deps.otps.claimSend(email, seen, next)
    if (!claimed) {
      return { sent: false, reason: 'throttled', waitSeconds: seconds(OTP_RESEND_INTERVAL_MS) }
    }
    return { taken: { seen, next } }
  }

  /**
   * A guess at an address with no code to check (no account, an account already verified, no code
   * asked for): counted and paused like a wrong code, so that the answer and its tries left tell no
   * account apart, but on a count of its own: a stranger's guesses never pause the checks of a code
   * the owner asks for later.
   */
  async function spendGuess(email: string): Promise<'missing' | 'accountLocked'> {
    const now = Date.now()
    const guess = await deps.otps.takeStrayGuess(email, iso(now), OTP_LOCK_AFTER_GUESSES)
    if (guess === undefined) return 'accountLocked'
    if (guess >= OTP_LOCK_AFTER_GUESSES) await deps.otps.lockStray(email, iso(now + OTP_LOCK_MS))
    return 'missing'
  }

  /** Pauses code checks for the address (each pause twice the last) and tells its owner. */
  async function lockAddress(email: string): Promise<void> {
    const guard = await deps.otps.guard(email)
    const duration = backoffDelay(guard?.lockouts ?? 0, { initialMs: OTP_LOCK_MS, maxMs: OTP_MAX_LOCK_MS })
    const until = iso(Date.now() + duration)
    await deps.otps.lock(email, until)
    // The owner learns of it; a refused or failed mail must not turn the refusal into an error.
    localeFor(email)
      .then((locale) =>
        deps.mailer.send({
          to: email,
          subject: LOCK_MAIL[locale].subject,
          text: LOCK_MAIL[locale].text(email, mailDate(formatDateTime(until), locale)),
        }),
      )
      .catch(() => {})
  }

  return {
    /** Seconds until another code may be sent to this address by `via`, 0 when one may go now. */
    async throttleSeconds(email: string, via: SendVia = 'resend'): Promise<number> {
      const wait = sendWaitMs(await deps.otps.guard(email), via)
      return wait > 0 ? seconds(wait) : 0
    },

    /** Seconds the address's code checks are still paused for, 0 when they are not. */
    async lockSeconds(email: string): Promise<number> {
      const guard = await deps.otps.guard(email)
      const left = Math.max(
        lockLeftMs(guard),
        lockLeftMs({ locked_until: guard?.stray_locked_until ?? null }),
      )
      return left > 0 ? seconds(left) : 0
    },

    /**
     * Sends a new code (replacing the earlier one of that purpose) unless the address is locked or
     * must wait for the backoff. Claimed atomically: two concurrent calls never both send. A mail the
     * limits refuse throws, gives the backoff's slot back and leaves the earlier code working.
     */
    async send(
      email: string,
      purpose: Purpose,
      via: SendVia,
      client?: MailClient,
      locale?: Locale,
    ): Promise<SendResult> {
      const { result, undo } = await claimUndoable(email, via)
      if (!result.sent) return result
      try {
        await issue(email, purpose, client, locale)
      } catch (error) {
        await undo?.()
        throw error
      }
      return result
    },

    /**
     * Whether the address holds a code of `purpose` that still works (not expired, tries left): then
     * a login to an unverified account asks for that code instead of mailing another.
     */
    async hasLiveCode(email: string, purpose: Purpose): Promise<boolean> {
      const row = await deps.otps.find(email, purpose)
      return row !== undefined && Date.parse(row.expires_at) > Date.now() && row.attempts < OTP_MAX_ATTEMPTS
    },

    /** Only the first half of `send`: takes the backoff's slot, for any address, and mails nothing. */
    claim,

    /** Mails a new code of `purpose`, replacing the earlier one; call after a successful `claim`. */
    issue,

    /**
     * The times the OTP screen shows. With `purpose`, the stored code's real expiry; without, the
     * expiry of the code the last claimed send issued (read from the per-address guard only, so an
     * address with no account answers exactly as one with an account).
     */
    async times(email: string, purpose?: Purpose): Promise<OtpTimes> {
      const now = Date.now()
      const guard = await deps.otps.guard(email)
      const row = purpose ? await deps.otps.find(email, purpose) : undefined
      const lastSent = guard?.last_sent_at ? Date.parse(guard.last_sent_at) : now
      return {
        otpExpiresAt: row?.expires_at ?? iso(lastSent + OTP_TTL_MS),
        resendAvailableAt: iso(now + sendWaitMs(guard, 'resend', now)),
      }
    },

    /**
     * Checks a code. Each check spends one of the code's tries and, unless the code is already
     * spent, one of the address's guesses; the guess that uses the last one up, when wrong, locks
     * the address. A right code clears the address's count and backoff.
     */
    async check(email: string, purpose: Purpose, code: string): Promise<OtpCheck> {
      const row = await deps.otps.find(email, purpose)
      if (!row) return spendGuess(email)
      if (Date.parse(row.expires_at) < Date.now()) return 'expired'
      // A paused address answers so before its code's own count: as an address with no code does.
      if (lockLeftMs(await deps.otps.guard(email)) > 0) return 'accountLocked'
      if (!(await deps.otps.takeAttempt(email, purpose, OTP_MAX_ATTEMPTS))) return 'locked'
      const guess = await deps.otps.takeGuess(email, iso(Date.now()), OTP_LOCK_AFTER_GUESSES)
      if (guess === undefined) return 'accountLocked'
      const expected = Buffer.from(row.code_hash, 'hex')
      const given = Buffer.from(hash(email, purpose, code), 'hex')
      if (!timingSafeEqual(expected, given)) {
        if (guess >= OTP_LOCK_AFTER_GUESSES) await lockAddress(email)
        return 'invalid'
      }
      await deps.otps.clearGuard(email)
      return 'ok'
    },

    spendGuess,

    /**
     * After a refused guess: how many more the address may make before its checks pause, on the count
     * the guess went to (a wrong code's, or with no code to check, the stray one's).
     */
    async triesLeft(email: string, check: 'invalid' | 'missing'): Promise<number> {
      const guard = await deps.otps.guard(email)
      if (!guard) return OTP_LOCK_AFTER_GUESSES
      const [guesses, lockedUntil] =
        check === 'invalid'
          ? [guard.guesses, guard.locked_until]
          : [guard.stray_guesses, guard.stray_locked_until]
      if (lockedUntil && Date.parse(lockedUntil) > Date.now()) return 0
      return Math.max(0, OTP_LOCK_AFTER_GUESSES - guesses)
    },
  }
}

export type OtpService = ReturnType<typeof createOtpService>
