import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { createLedgerRepository } from './ledger-repository'

// The pledges account's doors (docs/community-cards.md): a community card's contribution is held there
// from its payment until the card is funded (it moves into the card's sale, booked through bookSale)
// or it is refunded (it goes back to the provider's side). Each group is written once (its key), in
// the caller's transaction; nothing is updated or deleted. So the pledges account always holds exactly
// the contributions taken and neither sold nor refunded.

/** A contribution paid: the provider's money held in the pledges account. Answers false if written already. */
export const holdPledge = (
  trx: Kysely<Database>,
  pledge: { id: string; amountPaise: number; paymentId: string; at: Date },
) =>
  createLedgerRepository(trx).post({
    groupKey: `pledge:${pledge.id}`,
    kind: 'pledge',
    lines: [
      { account: 'provider', amountPaise: -pledge.amountPaise },
      { account: 'pledges', amountPaise: pledge.amountPaise },
    ],
    paymentId: pledge.paymentId,
    at: pledge.at,
  })

/**
 * The goal reached: the community card's contributions leave the pledges account as one payment of
 * their total, which the caller then books as the card's sale (bookSale: provider −total, the
 * creator's 80%, the platform's rest). Together: pledges −total, creator and platform +total.
 */
export const releasePledgesToSale = (
  trx: Kysely<Database>,
  community: { id: string; totalPaise: number; purchaseId: string; at: Date },
) =>
  createLedgerRepository(trx).post({
    groupKey: `pledges-sold:${community.id}`,
    kind: 'pledge',
    lines: [
      { account: 'pledges', amountPaise: -community.totalPaise },
      { account: 'provider', amountPaise: community.totalPaise },
    ],
    purchaseId: community.purchaseId,
    at: community.at,
  })

/** The provider returned one contribution: it leaves the pledges account, that one only. */
export const refundPledgeLines = (
  trx: Kysely<Database>,
  pledge: { id: string; amountPaise: number; paymentId: string; at: Date },
) =>
  createLedgerRepository(trx).post({
    groupKey: `pledge-refund:${pledge.id}`,
    kind: 'refund',
    lines: [
      { account: 'pledges', amountPaise: -pledge.amountPaise },
      { account: 'provider', amountPaise: pledge.amountPaise },
    ],
    paymentId: pledge.paymentId,
    at: pledge.at,
  })

/** The provider's idempotency key of a contribution's refund: one refund per contribution, whoever retries. */
export const pledgeRefundKey = (pledgeId: string) => `pledge-refund-${pledgeId}`
