import { addDays } from 'date-fns'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { COMMUNITY_TOP_SHOWN, communityMessages, type PledgeOrderResponse } from '../../../contract/community'
import { CURRENCY } from '../../../contract/constants'
import { paiseToRupees, rupeesToPaise } from '../../../contract/money'
import { streamMessages } from '../../../contract/stream'
import type { AppServices } from '../../app-services'
import { isUniqueViolation } from '../../db/database'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import type { CommunityCardRow, CommunityPledgeRow } from '../../db/schema-community'
import type { PaymentOrderRow } from '../../db/schema-marketplace'
import { RefusalError } from '../../errors'
import { createUsersRepository } from '../accounts'
import { createCardsRepository } from '../catalogue'
import { spendHourlyQuota } from '../limits'
import { bookSale, holdPledge, openOrder, releasePledgesToSale } from '../money'
import { createPurchasesRepository } from '../purchases'
import { createStreamSettingsRepository, nameOnStreamOf } from '../realtime'
import { createStreamUsesRepository, queueUseNow } from '../stream'
import { createCommunityRepository } from './community-repository'

// A contribution, from its checkout to the pledges account, and the goal reached (docs/community-cards.md).

/** Whether the community card takes contributions at `now`. */
const takesPledges = (row: CommunityCardRow, now: Date) =>
  row.status === 'open' && Date.parse(row.ends_at) > now.getTime()

/**
 * Opens the checkout of a contribution: a payment order for the amount, bound to the caller, the
 * card and the community card, counted in the caller's hourly payment-order quota like a card's.
 */
export async function openPledgeCheckout(
  app: Pick<AppServices, 'db' | 'clock' | 'payments' | 'quotaUses' | 'paymentOrders'>,
  userId: string,
  communityId: string,
  amountRupees: number,
  log: FastifyBaseLogger,
): Promise<PledgeOrderResponse> {
  const row = await createCommunityRepository(app.db).byId(communityId)
  if (!row) throw new RefusalError(404, communityMessages.notFound)
  if (row.streamer_id === userId) throw new RefusalError(403, communityMessages.ownCard)
  if (!takesPledges(row, app.clock.now())) throw new RefusalError(409, communityMessages.closed)
  const provider = await app.payments.current()
  if (!provider) throw new RefusalError(503, communityMessages.paymentsUnavailable)
  const releaseQuota = await spendHourlyQuota(app.quotaUses, userId, 'paymentOrder')
  const amountPaise = rupeesToPaise(amountRupees)
  const orderId = await openOrder({
    provider,
    amountPaise,
    receipt: `community-${row.id}`,
    record: (id) =>
      app.paymentOrders.create({
        id,
        provider: provider.name,
        user_id: userId,
        card_id: row.card_id,
        amount_paise: amountPaise,
        currency: CURRENCY,
        auction_offer_id: null,
        community_card_id: row.id,
      }),
    releaseQuota,
    log,
  })
  if (!orderId) throw new RefusalError(502, communityMessages.paymentsUnavailable)
  return {
    status: 'success',
    keyId: provider.keyId,
    amount: paiseToRupees(amountPaise),
    currency: 'INR',
    orderId,
    provider: provider.name,
    cardId: row.card_id,
    communityId: row.id,
  }
}

/** What recording a contribution did, for what follows the commit. */
export interface PledgeRecorded {
  pledge: CommunityPledgeRow
  community: CommunityCardRow
  /** The goal was reached by this contribution: the card went into the line. */
  funded?: { streamerId: string }
}

/**
 * Records a paid contribution once per payment, whoever comes first (the browser's confirm or the
 * webhook), under the community card's lock: its money enters the pledges account; while the card is
 * open it counts, and when the counted total reaches the goal the card is funded in the same
 * transaction. A payment that arrives after the card closed (funded, ended or cancelled) is held
 * uncounted and refunded after the commit, so every payment taken is either in the sale or refunded.
 * A contribution that passes the goal counts in full: the sale is what was given (docs/community-cards.md).
 */
export async function recordPledge(
  app: Pick<AppServices, 'db' | 'clock' | 'config'>,
  order: PaymentOrderRow,
): Promise<PledgeRecorded> {
  if (order.status !== 'paid' || !order.payment_id || !order.community_card_id)
    throw new Error('recordPledge needs a paid contribution order')
  const paymentId = order.payment_id
  const communityId = order.community_card_id
  const known = await createCommunityRepository(app.db).pledgeByPayment(paymentId)
  if (known) return { pledge: known, community: await communityOf(app.db, communityId) }
  try {
    return await app.db.transaction().execute(async (trx) => {
      const repo = createCommunityRepository(trx)
      const row = await repo.byIdForUpdate(communityId)
      if (!row) throw new Error(`contribution order ${order.id} names a missing community card`)
      const now = app.clock.now()
      const at = now.toISOString()
      const counted = takesPledges(row, now)
      const pledge: CommunityPledgeRow = {
        id: newId(),
        community_id: row.id,
        user_id: order.user_id,
        amount_paise: order.amount_paise,
        order_id: order.id,
        payment_id: paymentId,
        provider: order.provider,
        counted: counted ? 1 : 0,
        status: 'held',
        refund_id: null,
        refund_claimed_until: null,
        refunded_at: null,
        created_at: at,
        updated_at: at,
      }
      await repo.insertPledge(pledge)
      await holdPledge(trx, { id: pledge.id, amountPaise: pledge.amount_paise, paymentId, at: now })
      if (!counted) return { pledge, community: row }
      const { pledgedPaise } = await repo.totals(row.id)
      if (pledgedPaise < row.goal_paise) return { pledge, community: row }
      const funded = await fund(trx, app, row, now)
      return {
        pledge: { ...pledge, status: 'sold' as const },
        community: funded,
        funded: { streamerId: row.streamer_id },
      }
    })
  } catch (error) {
    // The webhook and the browser raced: the other one recorded it (the whole transaction rolled back).
    if (!isUniqueViolation(error)) throw error
    const recorded = await createCommunityRepository(app.db).pledgeByPayment(paymentId)
    if (!recorded) throw error
    return { pledge: recorded, community: await communityOf(app.db, communityId) }
  }
}

async function communityOf(db: Kysely<Database>, id: string): Promise<CommunityCardRow> {
  const row = await createCommunityRepository(db).byId(id)
  if (!row) throw new Error(`community card ${id} is missing`)
  return row
}

/**
 * The names the stream credits a funded card to: the biggest contributors, each under the
 * streamer's name rules (realtime/moderation.ts), then how many more.
 */
export async function creditLine(
  trx: Kysely<Database>,
  streamerId: string,
  top: Array<{ userId: string; username: string }>,
  contributors: number,
): Promise<string> {
  const control = await createStreamSettingsRepository(trx).get(streamerId)
  const names: string[] = []
  for (const contributor of top.slice(0, 3))
    names.push(
      (await nameOnStreamOf(
        trx,
        streamerId,
        { id: contributor.userId, username: contributor.username },
        control,
      )) ?? streamMessages.anonymousViewer,
    )
  const more = contributors - names.length
  return `Community: ${names.join(', ')}${more > 0 ? ` +${more}` : ''}`
}

/**
 * The goal reached, in the transaction of the contribution that reached it: the card becomes a
 * purchase of its biggest contributor, spent at once on a use in the streamer's line credited to the
 * contributors; the contributions leave the pledges account into the card's sale, booked through
 * money's one door (80/20, held, with the withholding) under the group `sale:<purchase id>`.
 */
async function fund(
  trx: Kysely<Database>,
  app: Pick<AppServices, 'config'>,
  row: CommunityCardRow,
  now: Date,
): Promise<CommunityCardRow> {
  const repo = createCommunityRepository(trx)
  const held = await repo.heldOf(row.id)
  const totalPaise = held.filter((pledge) => pledge.counted === 1).reduce((sum, p) => sum + p.amount_paise, 0)
  const { contributors } = await repo.totals(row.id)
  const top = await repo.topContributors(row.id, COMMUNITY_TOP_SHOWN)
  const holder = top[0]
  const card = await createCardsRepository(trx).byId(row.card_id)
  if (!holder || !card) throw new Error(`community card ${row.id} cannot be funded`)
  const holderRow = await createUsersRepository(trx).byId(holder.userId)
  const at = now.toISOString()
  const key = `community-${row.id}`
  const purchase = await createPurchasesRepository(trx).create({
    card,
    userId: holder.userId,
    userEmail: holderRow?.email ?? '',
    amountPaise: totalPaise,
    paymentId: key,
    orderId: key,
  })
  await createStreamUsesRepository(trx).markPurchaseUsed(purchase.id, at)
  await queueUseNow(trx, {
    streamerId: row.streamer_id,
    viewerId: holder.userId,
    credit: await creditLine(trx, row.streamer_id, top, contributors),
    purchaseId: purchase.id,
    card,
    at,
  })
  await releasePledgesToSale(trx, { id: row.id, totalPaise, purchaseId: purchase.id, at: now })
  await bookSale(trx, {
    kind: 'card',
    groupKey: `sale:${purchase.id}`,
    buyerId: holder.userId,
    sellerId: row.streamer_id,
    amountPaise: totalPaise,
    paymentId: key,
    purchaseId: purchase.id,
    at: now,
    shareAvailableAt: addDays(now, app.config.payoutHoldDays),
  })
  await repo.markSold(row.id, at)
  const changes = {
    status: 'funded' as const,
    live: null,
    ended_at: at,
    purchase_id: purchase.id,
    updated_at: at,
  }
  await repo.update(row.id, changes)
  return { ...row, ...changes }
}
