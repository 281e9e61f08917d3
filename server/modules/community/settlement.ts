import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { streamerPagePath } from '../../../contract/paths'
import type { AppServices } from '../../app-services'
import type { Database } from '../../db/schema'
import type { CommunityCardRow, CommunityPledgeRow } from '../../db/schema-community'
import { PaymentProviderError, pledgeRefundKey, refundPledgeLines } from '../money'
import { type CommunityMailServices, mailPledgeRefunded } from './community-mail'
import { createCommunityRepository } from './community-repository'

// The end of a community card short of its goal, and the refunds (docs/community-cards.md): the
// deadline ends it once, under its lock, whichever instance's sweep gets there first; then each
// contribution is refunded in full, once: its refund is claimed for REFUND_CLAIM_MS, sent with the
// idempotency key `pledge-refund-<id>`, and settled (ledger group `pledge-refund:<id>`, status
// refunded) once the provider says it is processed. An instance that dies with a refund claimed
// leaves it to the next sweep after the claim runs out, which sends it again with the same key: the
// provider answers the refund it made, so the money goes back once.

/** How long a claimed refund is left to the instance that claimed it. */
export const REFUND_CLAIM_MS = 30_000
/** Refunds one sweep sends at most (the rest wait for the next). */
const REFUNDS_PER_SWEEP = 200

export type CommunitySweepServices = Pick<AppServices, 'db' | 'clock' | 'overlayBus' | 'payments' | 'push'> &
  CommunityMailServices & { log: FastifyBaseLogger }

/** Ends the community card short of its goal if its time is over and no one ended it; answers it if this did. */
async function endUnfunded(
  trx: Kysely<Database>,
  id: string,
  now: Date,
): Promise<CommunityCardRow | undefined> {
  const repo = createCommunityRepository(trx)
  const row = await repo.byIdForUpdate(id)
  if (row?.status !== 'open' || Date.parse(row.ends_at) > now.getTime()) return undefined
  const changes = {
    status: 'unfunded' as const,
    live: null,
    ended_at: row.ends_at,
    updated_at: now.toISOString(),
  }
  await repo.update(row.id, changes)
  return { ...row, ...changes }
}

/** Refunds one contribution once (see above); answers whether this call settled it. */
export async function refundPledge(
  app: Omit<CommunitySweepServices, 'overlayBus'>,
  pledge: CommunityPledgeRow,
): Promise<boolean> {
  const repo = createCommunityRepository(app.db)
  const now = app.clock.now()
  if (!(await repo.claimRefund(pledge.id, now, new Date(now.getTime() + REFUND_CLAIM_MS)))) return false
  const provider = await app.payments.byName(pledge.provider)
  if (!provider) {
    app.log.error({ pledgeId: pledge.id }, `community refund: ${pledge.provider} is not configured`)
    return false
  }
  let refund: Awaited<ReturnType<typeof provider.refund>>
  try {
    refund = await provider.refund({
      paymentId: pledge.payment_id,
      amountPaise: pledge.amount_paise,
      idempotencyKey: pledgeRefundKey(pledge.id),
      notes: { community_pledge: pledge.id },
    })
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error
    // The claim runs out and a later sweep sends it again, with the same key.
    app.log.warn({ err: error, pledgeId: pledge.id }, 'community refund not taken yet')
    return false
  }
  const at = app.clock.now()
  if (refund.status === 'pending') {
    // Asked again with the same key when the claim runs out: the provider then says how it went.
    app.log.info({ pledgeId: pledge.id, refundId: refund.refundId }, 'community refund pending')
    return false
  }
  if (refund.status === 'failed') {
    await repo.settleRefund(pledge.id, {
      status: 'refund-failed',
      refund_id: refund.refundId,
      updated_at: at.toISOString(),
    })
    app.log.error(
      { pledgeId: pledge.id, refundId: refund.refundId },
      'community refund failed at the provider',
    )
    return false
  }
  const settled = await app.db.transaction().execute(async (trx) => {
    const done = await createCommunityRepository(trx).settleRefund(pledge.id, {
      status: 'refunded',
      refund_id: refund.refundId,
      refunded_at: at.toISOString(),
      updated_at: at.toISOString(),
    })
    if (done)
      await refundPledgeLines(trx, {
        id: pledge.id,
        amountPaise: pledge.amount_paise,
        paymentId: pledge.payment_id,
        at,
      })
    return done
  })
  if (settled) {
    const row = await repo.byId(pledge.community_id)
    if (row) {
      await mailPledgeRefunded(app, row, pledge, app.log)
      await pushPledgeRefunded(app, row, pledge)
    }
  }
  return settled
}

/** The contributor's devices hear it too (a push of its own kind, once per contribution and device). */
async function pushPledgeRefunded(
  app: Pick<AppServices, 'push' | 'cards' | 'users'> & { log: FastifyBaseLogger },
  row: CommunityCardRow,
  pledge: CommunityPledgeRow,
) {
  try {
    const [card, streamer] = await Promise.all([
      app.cards.byId(row.card_id),
      app.users.nameById(row.streamer_id),
    ])
    await app.push.notify({
      userId: pledge.user_id,
      eventKey: pledge.id,
      text: { kind: 'community-refunded', cardTitle: card?.title ?? '', amountPaise: pledge.amount_paise },
      url: streamerPagePath(streamer?.username ?? ''),
    })
  } catch (error) {
    app.log.warn({ err: error, pledgeId: pledge.id }, 'community refund push not written')
  }
}

/** Sends every refund due now: of cards closed unfunded or cancelled, of late payments, of lapsed claims. */
export async function refundDuePledges(app: Omit<CommunitySweepServices, 'overlayBus'>): Promise<void> {
  const due = await createCommunityRepository(app.db).toRefund(app.clock.now(), REFUNDS_PER_SWEEP)
  for (const pledge of due) await refundPledge(app, pledge)
}

/**
 * The sweep: ends the open community cards whose deadline passed short of their goal, each once
 * whichever instance asks, tells the overlays, then sends the refunds due.
 */
export async function settleDueCommunityCards(app: CommunitySweepServices): Promise<void> {
  const now = app.clock.now()
  const ended: CommunityCardRow[] = []
  for (const { id } of await createCommunityRepository(app.db).dueToEnd(now)) {
    const row = await app.db.transaction().execute((trx) => endUnfunded(trx, id, now))
    if (row) ended.push(row)
  }
  for (const row of ended) await app.overlayBus.widgetChanged('community', row.streamer_id)
  await refundDuePledges(app)
}
