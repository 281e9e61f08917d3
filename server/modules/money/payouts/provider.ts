import type { PayoutAccountRow } from '../../../db/schema-money'

/** Where a payout goes: the creator, and the account they gave. */
export interface PayoutDestination {
  creatorId: string
  /** The creator's username, for the provider's contact. */
  name: string
  email: string
  account: PayoutAccountRow
}

export interface PayoutRequest {
  amountPaise: number
  /**
   * The same for every send of one attempt (`<payout id>-<attempt>`): the provider pays it once however
   * often it is sent. RazorpayX takes 4-36 letters, digits, hyphens, underscores or spaces.
   */
  idempotencyKey: string
  destination: PayoutDestination
}

export interface SentPayout {
  providerPayoutId: string
  /** 'processed': paid at once; 'processing': accepted, the provider's webhook tells the end. */
  status: 'processing' | 'processed'
}

/** Whether an account exists and takes money, and whose it is (when the provider says). */
export type AccountValidation =
  | { status: 'verified'; registeredName?: string }
  | { status: 'failed'; reason: string }
  /** Asked; the provider answers later (ask again). */
  | { status: 'pending' }

/**
 * What a payout provider does for Cardcast: send money to a creator's UPI ID or bank account, and
 * validate that account before the first payout (KYC, docs/tax.md).
 */
export interface PayoutProvider {
  name: 'simulated' | 'razorpayx'
  send(request: PayoutRequest): Promise<SentPayout>
  validateAccount(destination: PayoutDestination): Promise<AccountValidation>
}

/** The provider refused the payout: no money left, it may be given back to the creator's balance. */
export class PayoutRefusedError extends Error {}

/**
 * The provider could not be reached or answered with a fault: the payout may or may not have been
 * made. It stays queued and is sent again with the same idempotency key, never given back.
 */
export class PayoutUnknownOutcomeError extends Error {}

/** The idempotency key of one attempt of a payout (RazorpayX allows no ':' in it). */
export const payoutIdempotencyKey = (payoutId: string, attempt: number) => `${payoutId}-${attempt}`
