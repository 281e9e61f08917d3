import { type KycStatus, kycMessages, maskPan } from '../../../../contract/kyc'
import type { AppServices } from '../../../app-services'
import type { UserRow } from '../../../db/schema'
import type { CheckStatus, TaxProfileRow } from '../../../db/schema-tax'
import { namesMatch } from './names'
import { createPanChecker, PanCheckUnavailableError } from './pan-check'

type Check = { status: CheckStatus; failure: string | null }

/**
 * A creator's KYC (docs/tax.md): their PAN and legal name, checked with the PAN service, and their
 * payout account, validated with the payout provider and matched to the legal name. Payouts wait for
 * both (the payouts repository's `payable`). A change of payout account is validated again.
 */
export function createKyc(app: AppServices) {
  const { accounts, providers } = app.payoutServices
  const panChecker = createPanChecker(app.config)

  const profileOf = (creatorId: string) =>
    app.db.selectFrom('tax_profiles').selectAll().where('creator_id', '=', creatorId).executeTakeFirst()

  async function checkPan(pan: string, legalName: string): Promise<Check> {
    if (!panChecker) return { status: 'pending', failure: kycMessages.panCheckUnavailable }
    try {
      const answer = await panChecker.check(pan, legalName)
      if (!answer.found) return { status: 'failed', failure: kycMessages.panNotFound }
      if (!namesMatch(legalName, answer.registeredName)) {
        return { status: 'failed', failure: kycMessages.panNameMismatch }
      }
      return { status: 'verified', failure: null }
    } catch (error) {
      if (!(error instanceof PanCheckUnavailableError)) throw error
      return { status: 'pending', failure: kycMessages.panCheckUnavailable }
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
        check =
          result.registeredName && !namesMatch(profile.legal_name, result.registeredName)
            ? { status: 'failed', failure: kycMessages.accountNameMismatch }
            : { status: 'verified', failure: null }
      }
    }
    await app.db
      .updateTable('tax_profiles')
      .set({
        account_status: check.status,
        account_failure: check.failure,
        updated_at: app.clock.now().toISOString(),
      })
      .where('creator_id', '=', creator.id)
      .execute()
  }

  return {
    /** Saves the creator's PAN, legal name and GSTIN, checks the PAN, and validates their payout account. */
    async submit(creator: UserRow, details: { legalName: string; pan: string; gstin?: string | undefined }) {
      const pan = await checkPan(details.pan, details.legalName)
      const at = app.clock.now().toISOString()
      const row = {
        legal_name: details.legalName,
        pan: details.pan,
        gstin: details.gstin || null,
        pan_status: pan.status,
        pan_failure: pan.failure,
        account_status: 'pending' as const,
        account_failure: null,
        updated_at: at,
      }
      await app.db
        .insertInto('tax_profiles')
        .values({ creator_id: creator.id, ...row })
        .onConflict((oc) => oc.column('creator_id').doUpdateSet(row))
        .execute()
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
