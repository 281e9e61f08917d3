import { addHours } from 'date-fns'
import type { FastifyBaseLogger } from 'fastify'
import { formatDateTime } from '../../../../contract/dates'
import { type KycStatus, kycMessages, maskPan } from '../../../../contract/kyc'
import type { Locale } from '../../../../contract/locale'
import { PAYOUT_ACCOUNT_HOLD_HOURS } from '../../../../contract/payouts'
import type { AppServices } from '../../../app-services'
import type { UserRow } from '../../../db/schema'
import type { CheckStatus, TaxProfileRow } from '../../../db/schema-tax'
import { MAIL_SIGN_OFF, mailDate, mailGreeting, mailMessage } from '../../mail'
import { namesMatch } from './names'
import { createPanChecker, PanCheckUnavailableError } from './pan-check'
import type { TaxProfilesRepository } from './tax-profiles-repository'

type Check = { status: CheckStatus; failure: string | null }

/**
 * Until when payouts wait after a change of legal name, PAN or GSTIN (as after a change of payout
 * details, PAYOUT_ACCOUNT_HOLD_HOURS), or null: a KYC changed by a stolen session is mailed and seen
 * before any money moves under it.
 */
export function kycHoldEnd(profile: Pick<TaxProfileRow, 'details_changed_at'>, now: Date): Date | null {
  const end = addHours(new Date(profile.details_changed_at), PAYOUT_ACCOUNT_HOLD_HOURS)
  return end > now ? end : null
}

/** Whether payouts may go to the creator at `now` as far as KYC goes: both checks passed, no hold. */
export async function kycReady(
  taxProfiles: Pick<TaxProfilesRepository, 'byCreator'>,
  creatorId: string,
  now: Date,
): Promise<boolean> {
  const profile = await taxProfiles.byCreator(creatorId)
  return (
    profile?.pan_status === 'verified' && profile.account_status === 'verified' && !kycHoldEnd(profile, now)
  )
}

type PanCheckResult = Check & { registeredName: string | null }

/**
 * A creator's KYC (docs/tax.md): their PAN and legal name, checked with the PAN service, and their
 * payout account, validated with the payout provider and matched to the legal name. Payouts wait for
 * both (the payouts repository's `payable`). A change of payout account is validated again.
 */
export function createKyc(
  app: Pick<AppServices, 'payoutServices' | 'taxProfiles' | 'config' | 'clock' | 'mailer'>,
) {
  const { accounts, providers } = app.payoutServices
  const { taxProfiles } = app
  const panChecker = createPanChecker(app.config)

  const profileOf = (creatorId: string) => taxProfiles.byCreator(creatorId)

  /** The PAN check, and the name the PAN is registered to (the account holder is matched to it). */
  async function checkPan(pan: string, legalName: string): Promise<PanCheckResult> {
    const unavailable = {
      status: 'pending',
      failure: kycMessages.panCheckUnavailable,
      registeredName: null,
    } as const
    if (!panChecker) return unavailable
    try {
      const answer = await panChecker.check(pan, legalName)
      if (!answer.found) return { status: 'failed', failure: kycMessages.panNotFound, registeredName: null }
      const registeredName = answer.registeredName
      if (!namesMatch(legalName, registeredName)) {
        return { status: 'failed', failure: kycMessages.panNameMismatch, registeredName }
      }
      return { status: 'verified', failure: null, registeredName }
    } catch (error) {
      if (!(error instanceof PanCheckUnavailableError)) throw error
      return unavailable
    }
  }

  /** Validates the creator's payout account against their legal name, and records the outcome. */
  async function validateAccount(creator: Pick<UserRow, 'id' | 'username' | 'email'>): Promise<void> {
    const [profile, account] = await Promise.all([profileOf(creator.id), accounts.byCreator(creator.id)])
    if (!profile) return
    let check: Check = { status: 'pending', failure: null }
    const provider = providers.current()
    if (account && provider) {
      const result = await provider.validateAccount({
        creatorId: creator.id,
        name: creator.username,
        email: creator.email,
        account,
      })
      if (result.status === 'failed') check = { status: 'failed', failure: kycMessages.accountInvalid }
      else if (result.status === 'verified') {
        // The holder must be the person the PAN is registered to (the legal name only until the PAN
        // is found: payouts wait for the PAN check anyway).
        const person = profile.registered_name ?? profile.legal_name
        check =
          result.registeredName && !namesMatch(result.registeredName, person)
            ? { status: 'failed', failure: kycMessages.accountNameMismatch }
            : { status: 'verified', failure: null }
      }
    }
    await taxProfiles.recordAccountCheck(creator.id, check, app.clock.now())
  }

  return {
    /** Saves the creator's PAN, legal name and GSTIN, checks the PAN, and validates their payout account. */
    /**
     * Saves the creator's PAN, legal name and GSTIN, checks the PAN, and validates their payout
     * account. A change of any of the three (the first KYC too) is mailed and holds payouts for
     * PAYOUT_ACCOUNT_HOLD_HOURS (`kycHoldEnd`); the same details again only check again.
     */
    async submit(
      creator: UserRow,
      details: { legalName: string; pan: string; gstin?: string | undefined },
      log: Pick<FastifyBaseLogger, 'error'>,
    ) {
      const pan = await checkPan(details.pan, details.legalName)
      const now = app.clock.now()
      const at = now.toISOString()
      const before = await profileOf(creator.id)
      const gstin = details.gstin || null
      const changed =
        !before ||
        before.legal_name !== details.legalName ||
        before.pan !== details.pan ||
        before.gstin !== gstin
      const row = {
        legal_name: details.legalName,
        pan: details.pan,
        gstin,
        pan_status: pan.status,
        pan_failure: pan.failure,
        registered_name: pan.registeredName,
        account_status: 'pending' as const,
        account_failure: null,
        details_changed_at: changed ? at : (before?.details_changed_at ?? at),
        updated_at: at,
      }
      await taxProfiles.save(creator.id, row)
      if (changed) await mailKycChange(app, log, creator, { before, after: row, now })
      await validateAccount(creator)
    },

    /** A new payout account: validated again before a payout goes to it. */
    accountChanged: validateAccount,

    async status(creatorId: string): Promise<KycStatus> {
      const [profile, account] = await Promise.all([profileOf(creatorId), accounts.byCreator(creatorId)])
      const missing = missingFor(profile, Boolean(account))
      return {
        status: 'success',
        kyc: profile
          ? {
              legalName: profile.legal_name,
              panMasked: maskPan(profile.pan),
              gstin: profile.gstin,
              pan: { status: profile.pan_status, failure: profile.pan_failure },
              account: { status: profile.account_status, failure: profile.account_failure },
              heldUntil: kycHoldEnd(profile, app.clock.now())?.toISOString() ?? null,
            }
          : null,
        payoutsReady: missing.length === 0,
        missing,
      }
    },
  }
}

/** What payouts still wait for, in the words the Earnings page shows. */
function missingFor(profile: TaxProfileRow | undefined, hasAccount: boolean): string[] {
  const missing: string[] = []
  if (!profile) missing.push(kycMessages.missingKyc)
  else if (profile.pan_status !== 'verified') missing.push(profile.pan_failure ?? kycMessages.missingPan)
  if (!hasAccount) missing.push(kycMessages.missingAccount)
  else if (profile && profile.account_status !== 'verified') {
    missing.push(profile.account_failure ?? kycMessages.accountPending)
  }
  return missing
}

const inWords = (profile: Pick<TaxProfileRow, 'legal_name' | 'pan' | 'gstin'> | undefined, locale: Locale) =>
  profile
    ? `${profile.legal_name}, PAN ${maskPan(profile.pan)}${profile.gstin ? `, GSTIN ${profile.gstin.slice(0, 2)}${maskPan(profile.pan)}${profile.gstin.slice(12)}` : ''}`
    : KYC_MAIL[locale].none

/** The creator's mail of a KYC change, in each language. */
const KYC_MAIL: Record<
  Locale,
  { none: string; now: string; lines: (before: string, after: string, startsAt: string) => string[] }
> = {
  'en-IN': {
    none: 'none',
    now: 'now',
    lines: (before, after, startsAt) => [
      'The KYC details of your Cardcast account (your legal name, PAN or GSTIN) have just changed.',
      `Before: ${before}`,
      `Now: ${after}`,
      `Payouts start again after ${startsAt}.`,
      '',
      'If you did not make this change, change your password now (which ends every session) and',
      'set your KYC details back: nothing is paid before that time.',
    ],
  },
  'hi-IN': {
    none: 'कुछ नहीं',
    now: 'अभी',
    lines: (before, after, startsAt) => [
      'आपके Cardcast अकाउंट का KYC ब्योरा (आपका कानूनी नाम, PAN या GSTIN) अभी बदला गया है।',
      `पहले: ${before}`,
      `अब: ${after}`,
      `पेआउट ${startsAt} के बाद फिर शुरू होंगे।`,
      '',
      'अगर यह बदलाव आपने नहीं किया, तो अभी अपना पासवर्ड बदलें (इससे हर सेशन खत्म हो जाता है) और',
      'अपना KYC ब्योरा वापस ठीक करें: उस समय से पहले कोई भुगतान नहीं होगा।',
    ],
  },
}

/**
 * A change of KYC is mailed to the creator, before and after (the PAN masked), with when payouts start
 * again: a change they did not make is seen before any money moves. A mail refused is only logged
 * (the hold protects the money).
 */
async function mailKycChange(
  app: Pick<AppServices, 'mailer'>,
  log: Pick<FastifyBaseLogger, 'error'>,
  creator: Pick<UserRow, 'id' | 'email' | 'username' | 'locale'>,
  change: {
    before: TaxProfileRow | undefined
    after: Pick<TaxProfileRow, 'legal_name' | 'pan' | 'gstin' | 'details_changed_at'>
    now: Date
  },
): Promise<void> {
  const holdEnd = kycHoldEnd(change.after, change.now)
  const locale = creator.locale
  const startsAt = holdEnd ? mailDate(formatDateTime(holdEnd), locale) : KYC_MAIL[locale].now
  try {
    await app.mailer.send({
      to: creator.email,
      subject: mailMessage(kycMessages.mailSubject, locale),
      text: [
        mailGreeting(locale, creator.username),
        '',
        ...KYC_MAIL[locale].lines(inWords(change.before, locale), inWords(change.after, locale), startsAt),
        '',
        MAIL_SIGN_OFF,
      ].join('\n'),
    })
  } catch (error) {
    log.error({ err: error, userId: creator.id }, 'KYC change mail not sent')
  }
}
