import { afterAll, expect, it } from 'vitest'
import type { Card } from '../../../contract/cards'
import type { OwnedCardsResponse } from '../../../contract/purchases'
import { refundMessages } from '../../../contract/refunds'
import type { AdminSubscriptionChargesResponse } from '../../../contract/subscription-charges'
import type { AllowanceClaimResponse } from '../../../contract/subscriptions'
import { createCard } from '../../support/cards'
import {
  createCreatorAccount,
  createVerifiedAccount,
  type TestAccount,
  uniqueName,
} from '../../support/factories'
import { createClockFile, unbalancedGroups } from '../../support/money'
import { type OverlayStream, openOverlayStream } from '../../support/overlay'
import { postDisputeEvent, type TestDispute } from '../../support/razorpay-webhooks'
import { allowBackToBackUses, eventually, streamKeyOf, submitUse } from '../../support/stream'
import { createTier, mySubscriptions, subscribe, subscriptionCharges } from '../../support/subscriptions'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// What a subscription charge gave is taken back with its money: the cards its subscriber took free
// from that month's allowance become refunded, like a refunded card's purchase (unusable, gone from
// My Cards), when an administrator refunds the charge or the subscriber wins a dispute on it; a card
// already shown on stream stays, as history.

const ADMIN = { email: 'taken-back-admin@cardcast.test', password: 'admin-secret-1' }
const WEBHOOK_SECRET = 'taken-back-webhook-secret'

describeOnEachDialect('a reversed subscription charge takes its allowance back on %s', (dialect) => {
  const clock = createClockFile()
  afterAll(() => clock.remove())
  const streams: OverlayStream[] = []
  afterAll(() => {
    for (const stream of streams) stream.close()
  })
  const { server, client, admin } = useTestServer(dialect, {
    admin: ADMIN,
    env: () => ({ CLOCK_OFFSET_FILE: clock.file, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET }),
  })

  const claim = (viewer: TestAccount, card: Card) =>
    client.post<AllowanceClaimResponse>(
      '/auth/user/allowance-claims',
      { cardId: card._id },
      { token: viewer.token },
    )
  const owned = async (viewer: TestAccount) =>
    (await client.get<OwnedCardsResponse>('/auth/user/getUserCards', { token: viewer.token })).body.cards
  const disputeWebhook = (event: string, dispute: TestDispute) =>
    postDisputeEvent(client, WEBHOOK_SECRET, event, dispute)

  /**
   * A subscriber of a tier giving three cards a month who took three: one used and shown on stream,
   * one used and still waiting in line (no overlay follows it), one not used.
   */
  async function subscriberWithClaims() {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    await allowBackToBackUses(server.app.db, streamer.userId)
    const gold = await createTier(client, streamer, { name: 'Gold', price: 149, monthlyAllowance: 3 })
    const shownCard = await createCard(client, streamer, { price: 99, cardTitle: 'Shown', duration: 5 })
    const waitingCard = await createCard(client, streamer, { price: 99, cardTitle: 'Waiting', duration: 5 })
    const keptCard = await createCard(client, streamer, { price: 99, cardTitle: 'Kept' })
    const viewer = await createVerifiedAccount(server)
    const subscription = await subscribe(client, viewer, gold.id)
    const [shown, waiting, kept] = await Promise.all(
      [shownCard, waitingCard, keptCard].map(async (card) => {
        const taken = await claim(viewer, card)
        expect(taken.status).toBe(201)
        return { card, transactionId: taken.body.transaction._id }
      }),
    )
    const overlay = await openOverlayStream(server.url, await streamKeyOf(client, streamer))
    streams.push(overlay)
    expect((await submitUse(client, viewer, shown!.card, shown!.transactionId)).status).toBe(200)
    await eventually(
      async () => (await owned(viewer)).find((card) => card.transactionId === shown!.transactionId),
      (card) => card?.shownAt != null,
    )
    overlay.close()
    expect((await submitUse(client, viewer, waiting!.card, waiting!.transactionId)).status).toBe(200)
    const [charge] = await subscriptionCharges(server, subscription.id)
    return { streamer, viewer, subscription, charge: charge!, shown: shown!, waiting: waiting!, kept: kept! }
  }

  /** Which of the subscriber's allowance cards are refunded now, and whether the unused one can be used. */
  async function expectTakenBack(staged: Awaited<ReturnType<typeof subscriberWithClaims>>) {
    const { viewer, shown, waiting, kept } = staged
    const purchases = await server.app.db
      .selectFrom('purchases')
      .select(['id', 'refunded_at'])
      .where('id', 'in', [shown.transactionId, waiting.transactionId, kept.transactionId])
      .execute()
    const refunded = (id: string) => purchases.find((row) => row.id === id)?.refunded_at !== null
    expect(refunded(shown.transactionId)).toBe(false)
    expect(refunded(waiting.transactionId)).toBe(true)
    expect(refunded(kept.transactionId)).toBe(true)
    const use = await submitUse(client, viewer, kept.card, kept.transactionId)
    expect(use.status).toBe(409)
    expect(use.body.message).toBe(refundMessages.cardRefunded)
    // Gone from My Cards, but for the used ones, kept as history.
    expect((await owned(viewer)).map((card) => card.transactionId).sort()).toEqual(
      [shown.transactionId, waiting.transactionId].sort(),
    )
    expect(await unbalancedGroups(server)).toEqual([])
  }

  it('refunds the unshown cards of the month an administrator refunds', async () => {
    const staged = await subscriberWithClaims()
    const listed = (
      await client.get<AdminSubscriptionChargesResponse>('/auth/admin/subscription-charges', {
        token: admin.token,
      })
    ).body.charges.find((charge) => charge.subscriber.emailId === staged.viewer.emailId)
    const refund = await client.post(
      `/auth/admin/subscription-charges/${listed!.id}/refund`,
      { reason: 'Charged by mistake' },
      { token: admin.token },
    )
    expect(refund.status).toBe(200)
    expect((await mySubscriptions(client, staged.viewer))[0]?.state).toBe('ended')
    await expectTakenBack(staged)
  })

  it('refunds the unshown cards of the month a lost dispute took back', async () => {
    const staged = await subscriberWithClaims()
    const dispute = { id: uniqueName('disp_'), paymentId: staged.charge.payment_id, amount: 149_00 }
    expect((await disputeWebhook('payment.dispute.created', dispute)).status).toBe(200)
    // Still disputed: the cards stay usable until it is decided.
    expect(
      (
        await server.app.db
          .selectFrom('purchases')
          .select('refunded_at')
          .where('id', '=', staged.kept.transactionId)
          .executeTakeFirstOrThrow()
      ).refunded_at,
    ).toBeNull()
    for (const _ of [1, 2]) expect((await disputeWebhook('payment.dispute.lost', dispute)).status).toBe(200)
    expect((await mySubscriptions(client, staged.viewer))[0]?.state).toBe('ended')
    await expectTakenBack(staged)
  })
})
