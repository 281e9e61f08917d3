import { expect, it } from 'vitest'
import type { OrdersResponse } from '../../../contract/orders'
import { bid, payOffer, readAuction, startAuction } from '../../support/auctions'
import { buyPaidCard, createCard, getFreeCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import type { Client } from '../../support/http'
import { createClockFile, refundPurchase } from '../../support/money'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// GET /auth/user/orders: a viewer's receipts. Each order says when, whose card, what was paid (an
// auction's winning bid, not the list price), the payment id and any refund; a viewer sees only theirs.

const ADMIN = { email: 'orders-admin@cardcast.test', password: 'admin-secret-1' }

async function ordersOf(client: Client, account: TestAccount, query = '') {
  const response = await client.get<OrdersResponse>(`/auth/user/orders${query}`, { token: account.token })
  expect(response.status).toBe(200)
  return response.body
}

describeOnEachDialect('orders on %s', (dialect) => {
  const clock = createClockFile()
  const { server, client, admin } = useTestServer(dialect, {
    admin: ADMIN,
    env: { CLOCK_OFFSET_FILE: clock.file, DELIVERY_SWEEP_SECONDS: '0.1' },
  })

  it('lists what the viewer paid, free takes and refunds, newest first, and nobody else’s', async () => {
    const streamer = await createCreatorAccount(server)
    const viewer = await createVerifiedAccount(server)
    const other = await createVerifiedAccount(server)
    const paid = await createCard(client, streamer, { price: 49, cardTitle: 'Sing a song' })
    const free = await createCard(client, streamer, { price: 0, cardTitle: 'Say hi' })

    const bought = await buyPaidCard(client, viewer, paid)
    const taken = await getFreeCard(client, viewer, free)
    const refunded = await buyPaidCard(client, viewer, paid)
    expect((await refundPurchase(client, admin.token, refunded._id, 'Streamer was offline')).status).toBe(200)
    await buyPaidCard(client, other, paid)

    const { orders, nextCursor } = await ordersOf(client, viewer)
    expect(nextCursor).toBeNull()
    expect(orders.map((order) => order.id)).toEqual([refunded._id, taken._id, bought._id])
    const [refundedOrder, freeOrder, paidOrder] = orders
    expect(paidOrder).toMatchObject({
      streamer: streamer.username,
      card: 'Sing a song',
      amount: 49,
      status: 'paid',
      paymentId: expect.stringMatching(/\S/),
      refund: null,
    })
    expect(freeOrder).toMatchObject({
      card: 'Say hi',
      amount: 0,
      status: 'free',
      paymentId: null,
      refund: null,
    })
    expect(refundedOrder).toMatchObject({
      amount: 49,
      status: 'refunded',
      refund: { amount: 49, status: 'processed' },
    })
  })

  it('shows an auction win at the winning bid, and pages through a long history', async () => {
    const streamer = await createCreatorAccount(server)
    const viewer = await createVerifiedAccount(server)
    const card = await createCard(client, streamer, { price: 49, cardTitle: 'Auctioned shout' })
    const auction = await startAuction(client, streamer, { cardId: card._id, reserve: 150 })
    expect((await bid(client, viewer, auction.id, 160)).status).toBe(201)
    clock.set(10 * 60_000)
    await expect
      .poll(async () => (await readAuction(client, viewer, auction.id)).auction.status)
      .toBe('awaiting-payment')
    expect((await payOffer(client, viewer, auction.id)).status).toBe(200)
    const [won] = (await ordersOf(client, viewer)).orders
    expect(won).toMatchObject({ card: 'Auctioned shout', amount: 160, status: 'paid' })

    for (const title of ['Wave', 'Clap']) {
      await getFreeCard(client, viewer, await createCard(client, streamer, { price: 0, cardTitle: title }))
    }
    const first = await ordersOf(client, viewer, '?limit=2')
    expect(first.orders).toHaveLength(2)
    expect(first.nextCursor).not.toBeNull()
    const second = await ordersOf(client, viewer, `?limit=2&cursor=${first.nextCursor}`)
    expect(second.orders.map((order) => order.card)).toEqual(['Auctioned shout'])
    expect(second.nextCursor).toBeNull()
  })

  it('mails one receipt per payment, with what was paid, its payment id and the way to Orders', async () => {
    const streamer = await createCreatorAccount(server)
    const viewer = await createVerifiedAccount(server)
    const paid = await createCard(client, streamer, { price: 149.5, cardTitle: 'Dance break' })
    const free = await createCard(client, streamer, { price: 0, cardTitle: 'Free hello' })
    const bought = await buyPaidCard(client, viewer, paid)
    await getFreeCard(client, viewer, free)

    const receipt = await server.smtp.waitForMail(viewer.emailId, {
      subject: /^Your Cardcast receipt: Dance break$/,
    })
    const [order] = (await ordersOf(client, viewer)).orders.filter((o) => o.id === bought._id)
    expect(receipt.text).toContain('Amount paid: ₹149.50')
    expect(receipt.text).toContain(`Streamer: ${streamer.username}`)
    expect(receipt.text).toContain(`Payment ID: ${order?.paymentId}`)
    expect(receipt.text).toMatch(/Paid on: .+ IST/)
    expect(receipt.text).toContain('/orders')

    // The same payment recorded again (the webhook, a retried createTransaction) mails nothing more,
    // and a free card has no receipt.
    const again = await client.post(
      '/auth/user/createTransaction',
      {
        cardId: paid._id,
        streamerEmailId: paid.streamerEmailId,
        title: paid.cardTitle,
        description: paid.description,
        paymentId: order?.paymentId,
        orderId: (await server.app.purchases.byId(bought._id))?.order_id,
      },
      { token: viewer.token },
    )
    expect(again.status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(server.smtp.to(viewer.emailId).filter((mail) => /receipt/.test(mail.subject))).toHaveLength(1)
  })

  it('refuses a signed-out caller and a forged cursor', async () => {
    expect((await client.get('/auth/user/orders')).status).toBe(401)
    const viewer = await createVerifiedAccount(server)
    const forged = await client.get<{ error: string }>('/auth/user/orders?cursor=not-a-cursor', {
      token: viewer.token,
    })
    expect(forged.status).toBe(400)
  })
})
