import { CURRENCY } from '../../../../contract/constants'
import { razorpayPost } from '../../../lib/razorpay'
import type { PayoutAccountsRepository } from '../payout-accounts-repository'
import {
  type PayoutDestination,
  type PayoutProvider,
  PayoutRefusedError,
  PayoutUnknownOutcomeError,
  type SentPayout,
} from './provider'

export interface RazorpayXKeys {
  keyId: string
  keySecret: string
  apiUrl: string
  /** The RazorpayX business account the money goes out from (RAZORPAYX_ACCOUNT_NUMBER). */
  accountNumber: string
}

interface RazorpayXBody {
  id?: string
  status?: string
  error?: { description?: string }
  /** A fund-account validation's outcome. */
  results?: { account_status?: string; registered_name?: string | null }
}

/** The amount RazorpayX sends to validate an account (it is sent, and spent). */
const VALIDATION_AMOUNT_PAISE = 100

/** RazorpayX's payout states that end in no money sent. */
const REFUSED_STATES = ['failed', 'reversed', 'rejected', 'cancelled']

/** A contact's name as RazorpayX takes it: 3-50 of its characters, not ending in a symbol. */
export function contactName(name: string): string {
  const cleaned = name
    .replace(/[^A-Za-z0-9 ’'\-_/(),.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 50)
    .replace(/[^A-Za-z0-9.]+$/, '')
  return cleaned.length >= 3 ? cleaned : 'Cardcast creator'
}

/**
 * RazorpayX Payouts over its REST API: a contact and a fund account for the creator's details, made on
 * the first payout and kept on the payout account for the next ones, then the payout itself with an
 * idempotency key. A 4xx is a refusal (no money sent); no answer or a 5xx leaves the outcome unknown.
 */
export function createRazorpayXProvider(
  keys: RazorpayXKeys,
  accounts: PayoutAccountsRepository,
): PayoutProvider {
  const request = razorpayPost(keys, {
    timeoutMs: 15_000,
    unreachable: (reason) => new PayoutUnknownOutcomeError(`RazorpayX unreachable: ${reason}`),
  })

  async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    const { response, body: parsed } = (await request(path, body, headers)) as {
      response: Response
      body: RazorpayXBody
    }
    if (response.status >= 500) {
      throw new PayoutUnknownOutcomeError(`RazorpayX answered ${response.status} on ${path}`)
    }
    if (!response.ok || !parsed.id) {
      throw new PayoutRefusedError(
        parsed.error?.description || `RazorpayX refused ${path} (${response.status})`,
      )
    }
    return parsed as RazorpayXBody & { id: string }
  }

  /** The fund account of the creator's current details: the one kept, or a new contact and fund account. */
  async function fundAccountFor({ creatorId, name, email, account }: PayoutDestination): Promise<string> {
    if (account.provider_fund_account_id) return account.provider_fund_account_id
    const contact = await post('/v1/contacts', {
      name: contactName(account.account_holder_name ?? name),
      email,
      type: 'vendor',
      reference_id: creatorId,
    })
    const fundAccount = await post(
      '/v1/fund_accounts',
      account.method === 'upi'
        ? { contact_id: contact.id, account_type: 'vpa', vpa: { address: account.upi_id } }
        : {
            contact_id: contact.id,
            account_type: 'bank_account',
            bank_account: {
              name: account.account_holder_name,
              ifsc: account.ifsc,
              account_number: account.account_number,
            },
          },
    )
    await accounts.rememberProviderIds(creatorId, account.updated_at, {
      contactId: contact.id,
      fundAccountId: fundAccount.id,
    })
    return fundAccount.id
  }

  return {
    name: 'razorpayx',
    async send({ amountPaise, idempotencyKey, destination }): Promise<SentPayout> {
      const fundAccountId = await fundAccountFor(destination)
      const payout = await post(
        '/v1/payouts',
        {
          account_number: keys.accountNumber,
          fund_account_id: fundAccountId,
          amount: amountPaise,
          currency: CURRENCY,
          mode: destination.account.method === 'upi' ? 'UPI' : 'IMPS',
          purpose: 'payout',
          queue_if_low_balance: true,
          reference_id: idempotencyKey,
          narration: 'Cardcast earnings',
        },
        { 'X-Payout-Idempotency': idempotencyKey },
      )
      if (REFUSED_STATES.includes(payout.status ?? '')) {
        throw new PayoutRefusedError(`RazorpayX ${payout.status} the payout`)
      }
      return {
        providerPayoutId: payout.id,
        status: payout.status === 'processed' ? 'processed' : 'processing',
      }
    },
    /**
     * A fund-account validation (a ₹1 penny drop to a bank account, a VPA lookup for UPI), whose
     * answer names the account's holder. One per account change: the caller asks once.
     */
    async validateAccount(destination) {
      try {
        const fundAccountId = await fundAccountFor(destination)
        const validation = await post('/v1/fund_accounts/validations', {
          account_number: keys.accountNumber,
          fund_account: { id: fundAccountId },
          amount: VALIDATION_AMOUNT_PAISE,
          currency: CURRENCY,
          notes: { creator_id: destination.creatorId },
        })
        if (validation.status !== 'completed') return { status: 'pending' }
        if (validation.results?.account_status !== 'active') {
          return { status: 'failed', reason: 'RazorpayX found the account invalid.' }
        }
        const name = validation.results.registered_name
        return name ? { status: 'verified', registeredName: name } : { status: 'verified' }
      } catch (error) {
        if (error instanceof PayoutRefusedError) return { status: 'failed', reason: error.message }
        if (error instanceof PayoutUnknownOutcomeError) return { status: 'pending' }
        throw error
      }
    },
  }
}
