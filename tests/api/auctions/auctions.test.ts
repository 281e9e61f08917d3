import { afterAll, expect, it } from 'vitest'
import { auctionMessages } from '../../../contract/auctions'
import type { MarathonResponse } from '../../../contract/marathons'
import type { OwnedCardsResponse } from '../../../contract/purchases'
import { bid, payOffer, readAuction, startAuction } from '../../support/auctions'
import { createCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { createClockFile, ledgerRows, sharePaise, sumOf } from '../../support/money'
import { openOverlayStream } from '../../support/overlay'
import { eventually, setStreamSettings, streamKeyOf, submitUse } from '../../support/stream'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Auctions over HTTP: who may start and cancel; the bidding rules (reserve, increment, whole rupees,
// no outbidding oneself, proxies up to their maximum and no further, soft close, a limit per viewer);
// 200 bids at once lose nothing and stay in order; the end, once; the offer passing down the bidders
// on the money clock; the paid card usable and the sale in the ledger 80/20.
describeOnEachDialect('auctions on %s', (dialect) => {
  const clock = createClockFile()
  afterAll(() => clock.remove())
  const { server, client } = useTestServer(dialect, {
    env: () => ({ CLOCK_OFFSET_FILE: clock.file, DELIVERY_SWEEP_SECONDS: '0.1' }),
  })
  const MINUTE = 60_000

  async function streamerWithCard() {
    const streamer = await createCreatorAccount(server)
    // Bidders by name: the 'live' mode names viewers on air without an approval (stream/moderation.ts).
    await setStreamSettings(client, streamer, { viewerText: 'live' })
    const card = await createCard(client, streamer, { cardTitle: 'Sing my song' })
    return { streamer, card }
  }
  const viewers = (n: number) => Promise.all(Array.from({ length: n }, () => createVerifiedAccount(server)))
  const statusOf = async (viewer: TestAccount, id: string) =>
    (await readAuction(client, viewer, id)).auction.status

  it('is started by a creator, of their own card, one at a time, and cancelled only before the first bid', async () => {
    clock.set(0)
    const { streamer, card } = await streamerWithCard()
    const [viewer] = await viewers(1)
    const other = await createCreatorAccount(server)
    const post = (who: TestAccount, body: Record<string, unknown>) =>
      client.post<{ message: string }>('/auth/user/auctions', body, { token: who.token })

    expect((await post(viewer!, { cardId: card._id, reserve: 50, durationMinutes: 5 })).status).toBe(403)
    const notTheirs = await post(other, { cardId: card._id, reserve: 50, durationMinutes: 5 })
    expect(notTheirs.status).toBe(403)
    expect(notTheirs.body.message).toBe(auctionMessages.cardNotYours)
    for (const bad of [
      { durationMinutes: 31 },
      { durationMinutes: 0 },
      { reserve: 10.5 },
      { increment: 0 },
    ]) {
      const refused = await post(streamer, { cardId: card._id, reserve: 50, durationMinutes: 5, ...bad })
      expect(refused.status, JSON.stringify(bad)).toBe(400)
    }

    const auction = await startAuction(client, streamer, { cardId: card._id, reserve: 50 })
    expect(auction).toMatchObject({
      status: 'live',
      reserve: 50,
      increment: 10,
      topBid: null,
      nextMinimum: 50,
    })
    expect(Date.parse(auction.endsAt) - Date.parse(auction.startedAt)).toBe(5 * MINUTE)
    const second = await post(streamer, { cardId: card._id, reserve: 50, durationMinutes: 5 })
    expect(second.status).toBe(409)
    expect(second.body.message).toBe(auctionMessages.alreadyLive)
    const live = await client.get<{ auctionId: string }>(`/auth/user/auctions/live/${streamer.userId}`, {
      token: viewer!.token,
    })
    expect(live.body.auctionId).toBe(auction.id)

    // Cancel: never someone else's; before a bid, yes; then a new one; after a bid, no.
    expect(
      (await client.post(`/auth/user/auctions/${auction.id}/cancel`, undefined, { token: other.token }))
        .status,
    ).toBe(403)
    const cancelled = await client.post<{ auction: { status: string } }>(
      `/auth/user/auctions/${auction.id}/cancel`,
      undefined,
      { token: streamer.token },
    )
    expect(cancelled.body.auction.status).toBe('cancelled')
    expect((await bid(client, viewer!, auction.id, 50)).status).toBe(409)
    const again = await startAuction(client, streamer, { cardId: card._id })
    expect((await bid(client, viewer!, again.id, 50)).status).toBe(201)
    const late = await client.post<{ message: string }>(`/auth/user/auctions/${again.id}/cancel`, undefined, {
      token: streamer.token,
    })
    expect(late.status).toBe(409)
    expect(late.body.message).toBe(auctionMessages.cancelTooLate)
  })

  it('takes whole-rupee bids from the reserve up, by the increment, never from the leader or the streamer', async () => {
    clock.set(0)
    const { streamer, card } = await streamerWithCard()
    const [ana, ben] = await viewers(2)
    const { id } = await startAuction(client, streamer, { cardId: card._id, reserve: 100, increment: 25 })

    const low = await bid(client, ana!, id, 99)
    expect(low.status).toBe(400)
    expect(low.body.message).toBe(auctionMessages.bidTooLow(100))
    expect((await bid(client, ana!, id, 100.5)).status).toBe(400)
    expect((await bid(client, streamer, id, 100)).status).toBe(403)

    const first = await bid(client, ana!, id, 100)
    expect(first.status).toBe(201)
    expect(first.body.message).toBe(auctionMessages.bidPlaced)
    expect(first.body.auction).toMatchObject({ topBid: 100, topBidder: ana!.username, nextMinimum: 125 })
    expect(first.body.auction.you).toMatchObject({ topBidder: true, highestBid: 100 })

    const self = await bid(client, ana!, id, 200)
    expect(self.status).toBe(409)
    expect(self.body.message).toBe(auctionMessages.alreadyTop)
    expect((await bid(client, ben!, id, 124)).body.message).toBe(auctionMessages.bidTooLow(125))
    expect((await bid(client, ben!, id, 125)).status).toBe(201)
    const anaView = await readAuction(client, ana!, id)
    expect(anaView.auction.you).toMatchObject({ topBidder: false, highestBid: 100 })
    expect(anaView.auction.bids.map((entry) => [entry.amount, entry.bidder])).toEqual([
      [125, ben!.username],
      [100, ana!.username],
    ])
  })

  it('raises a maximum bid for its bidder up to its limit and no further', async () => {
    clock.set(0)
    const { streamer, card } = await streamerWithCard()
    const [ana, ben, chen] = await viewers(3)
    const { id } = await startAuction(client, streamer, { cardId: card._id, reserve: 50, increment: 10 })

    expect((await bid(client, ana!, id, 100, 300)).status).toBe(201)
    // Ben bids 120: Ana's maximum answers at once with one increment over his.
    const benBid = await bid(client, ben!, id, 120)
    expect(benBid.status).toBe(201)
    expect(benBid.body.message).toBe(auctionMessages.outbidAtOnce)
    expect(benBid.body.auction).toMatchObject({ topBid: 130, topBidder: ana!.username })
    expect(benBid.body.auction.bids[0]).toMatchObject({ amount: 130, automatic: true })

    // Chen's maximum of 250 loses to Ana's 300: Ana leads at 263, one step over it (above ₹200 the
    // step is 5% of the price, rounded up: ₹13), and Chen's proxy never had to bid: it could not lead.
    expect((await bid(client, chen!, id, 140, 250)).body.auction).toMatchObject({
      topBid: 263,
      topBidder: ana!.username,
    })
    // Ben goes past Ana's maximum: her proxy stops at 300, and he leads.
    const over = await bid(client, ben!, id, 400)
    expect(over.body.message).toBe(auctionMessages.bidPlaced)
    expect(over.body.auction).toMatchObject({ topBid: 400, topBidder: ben!.username })
    const amounts = (await readAuction(client, ana!, id)).auction.bids.map((entry) => entry.amount).reverse()
    expect(amounts).toEqual([100, 120, 130, 140, 263, 400])
    expect((await readAuction(client, ana!, id)).auction.you).toMatchObject({
      highestBid: 263,
      maxAmount: 300,
    })
  })

  it('extends the end to a minute after a bid in its last minute', async () => {
    clock.set(0)
    const { streamer, card } = await streamerWithCard()
    const [ana] = await viewers(1)
    const auction = await startAuction(client, streamer, { cardId: card._id, durationMinutes: 2 })
    clock.set(MINUTE / 2)
    const early = await bid(client, ana!, auction.id, 50)
    expect(early.body.auction.endsAt).toBe(auction.endsAt)
    clock.set(MINUTE + 30_000)
    const [ben] = await viewers(1)
    const late = await bid(client, ben!, auction.id, 60)
    expect(Date.parse(late.body.auction.endsAt) - Date.parse(late.body.now)).toBe(MINUTE)
    expect(Date.parse(late.body.auction.endsAt)).toBeGreaterThan(Date.parse(auction.endsAt))
  })

  it('refuses a viewer bidding too fast', async () => {
    clock.set(0)
    const { streamer, card } = await streamerWithCard()
    const [ana] = await viewers(1)
    const { id } = await startAuction(client, streamer, { cardId: card._id })
    const answers = []
    for (let i = 0; i < 11; i++) answers.push((await bid(client, ana!, id, 1)).status)
    expect(answers.slice(0, 10)).not.toContain(429)
    expect(answers[10]).toBe(429)
  })

  it('keeps 200 bids from 50 viewers at once in order, losing none, and the highest wins', async () => {
    clock.set(0)
    const { streamer, card } = await streamerWithCard()
    const bidders = await viewers(50)
    const { id } = await startAuction(client, streamer, { cardId: card._id, reserve: 10, increment: 10 })
    const offers = bidders.flatMap((viewer, i) =>
      [0, 1, 2, 3].map((k) => ({ viewer, amount: 10 + 10 * ((i * 7 + k * 53) % 400) })),
    )
    const answers = await Promise.all(offers.map(({ viewer, amount }) => bid(client, viewer, id, amount)))
    for (const answer of answers) expect([201, 400, 409]).toContain(answer.status)
    const accepted = offers.filter((_, i) => answers[i]?.status === 201)
    expect(accepted.length).toBeGreaterThan(0)

    const rows = await server.app.db
      .selectFrom('auction_bids')
      .selectAll()
      .where('auction_id', '=', id)
      .orderBy('amount_paise', 'asc')
      .execute()
    // Every accepted bid is there, once; each is at least one increment over the one before.
    expect(rows.filter((row) => Number(row.automatic) === 0)).toHaveLength(accepted.length)
    for (const { viewer, amount } of accepted)
      expect(
        rows.some((row) => row.bidder_id === viewer.userId && Number(row.amount_paise) === amount * 100),
      ).toBe(true)
    for (let i = 1; i < rows.length; i++)
      expect(Number(rows[i]?.amount_paise) - Number(rows[i - 1]?.amount_paise)).toBeGreaterThanOrEqual(1000)
    const highest = Math.max(...accepted.map((entry) => entry.amount))
    const view = await readAuction(client, bidders[0]!, id)
    expect(view.auction.topBid).toBe(highest)
    expect(view.auction.bidCount).toBe(rows.length)

    // It ends, once, with the highest bidder offered the card.
    clock.set(6 * MINUTE)
    const winner = accepted.find((entry) => entry.amount === highest)!.viewer
    const ended = await eventually(
      () => readAuction(client, winner, id),
      (body) => body.auction.status === 'awaiting-payment',
    )
    expect(ended.auction.you?.offer?.amount).toBe(highest)
    const offerRows = await server.app.db
      .selectFrom('auction_offers')
      .selectAll()
      .where('auction_id', '=', id)
      .execute()
    expect(offerRows).toHaveLength(1)
  })

  it('passes an unpaid offer to the next bidder after 15 minutes; the paid card is usable and the sale split 80/20', async () => {
    clock.set(0)
    const { streamer, card } = await streamerWithCard()
    const [ana, ben, chen] = await viewers(3)
    const overlay = await openOverlayStream(server.url, await streamKeyOf(client, streamer))
    try {
      const { id } = await startAuction(client, streamer, {
        cardId: card._id,
        reserve: 50,
        durationMinutes: 1,
      })
      await bid(client, chen!, id, 50)
      await bid(client, ben!, id, 70)
      await bid(client, ana!, id, 90)
      await overlay.waitFor(() => overlay.auctions.at(-1)?.auction?.topBid === 90)
      expect(overlay.auctions.at(-1)?.auction).toMatchObject({ status: 'live', topBidder: ana!.username })

      clock.set(2 * MINUTE)
      await eventually(
        () => statusOf(ana!, id),
        (status) => status === 'awaiting-payment',
      )
      await overlay.waitFor(() => overlay.auctions.at(-1)?.auction?.status === 'awaiting-payment')
      // Only the winner may pay, and only while it is theirs.
      expect((await payOffer(client, ben!, id)).status).toBe(404)
      expect((await readAuction(client, ana!, id)).auction.you?.offer?.amount).toBe(90)

      // Ana does not pay: after 15 minutes of the money clock it is Ben's, at his bid.
      clock.set(2 * MINUTE + 15 * MINUTE + 1000)
      await eventually(
        () => readAuction(client, ben!, id),
        (body) => body.auction.you?.offer?.amount === 70,
      )
      const tooLate = await payOffer(client, ana!, id)
      expect(tooLate.status).toBe(409)
      expect((tooLate.body as { message?: string }).message).toBe(auctionMessages.offerExpired)

      // A marathon running when Ben pays: the win adds its time, as an auction's.
      await client.post(
        '/auth/user/marathons',
        { startMinutes: 60, secondsPerRupee: 6, secondsPerFreeUse: 0 },
        { token: streamer.token },
      )
      const paid = await payOffer(client, ben!, id)
      expect(paid.status).toBe(200)
      expect(paid.recorded?.marathonAddedSeconds).toBe(420)
      const marathon = await client.get<MarathonResponse>('/auth/user/marathons/current', {
        token: streamer.token,
      })
      expect(marathon.body.marathon?.additions[0]).toMatchObject({
        cause: 'auction',
        seconds: 420,
        amount: 70,
      })
      const sold = await readAuction(client, ben!, id)
      expect(sold.auction).toMatchObject({ status: 'sold', outcome: { winner: ben!.username, amount: 70 } })
      expect(sold.auction.you?.won).toBe(true)

      // The card is Ben's, ready to use, and it is used like any other.
      const mine = await client.get<OwnedCardsResponse>('/auth/user/getUserCards', { token: ben!.token })
      const owned = mine.body.cards.find((owned) => owned._id === card._id)
      expect(owned).toMatchObject({ isUsed: false })
      const used = await submitUse(client, ben!, card, paid.transaction!._id)
      expect(used.status).toBe(200)

      const lines = await ledgerRows(server, [paid.transaction!._id])
      expect(sumOf(lines, 'creator')).toBe(sharePaise(7000))
      expect(sumOf(lines, 'platform')).toBe(7000 - sharePaise(7000))
      expect(sumOf(lines, 'provider')).toBe(-7000)
      expect(lines.every((line) => line.creator_id === null || line.creator_id === streamer.userId)).toBe(
        true,
      )

      // Chen never gets an offer, and a second payment pays nothing more.
      expect((await payOffer(client, chen!, id)).status).toBe(404)
      expect((await payOffer(client, ben!, id)).status).toBe(409)
    } finally {
      overlay.close()
    }
  })

  it('auctions a one-off reward that only its winner ever holds', async () => {
    clock.set(0)
    const { streamer, card } = await streamerWithCard()
    const [ana] = await viewers(1)
    const reward = { title: 'A song of your choice', description: 'I sing the song you name, live.' }
    const both = await client.post(
      '/auth/user/auctions',
      { cardId: card._id, reward, reserve: 50, durationMinutes: 1 },
      {
        token: streamer.token,
      },
    )
    const neither = await client.post(
      '/auth/user/auctions',
      { reserve: 50, durationMinutes: 1 },
      { token: streamer.token },
    )
    expect([both.status, neither.status]).toEqual([400, 400])

    const auction = await startAuction(client, streamer, { reward, reserve: 50, durationMinutes: 1 })
    expect(auction.card).toMatchObject({ title: reward.title, description: reward.description })
    // Not for sale anywhere: not on the market, not among the streamer's cards.
    const market = await client.get<{ cards: { _id: string }[] }>('/auth/user/getCards', {
      token: ana!.token,
    })
    expect(market.body.cards.some((listed) => listed._id === auction.card.id)).toBe(false)
    const theirs = await client.get<{ cards: { _id: string }[] }>(
      `/auth/user/getStreamerCards/${streamer.userId}`,
      {
        token: ana!.token,
      },
    )
    expect(theirs.body.cards.map((listed) => listed._id)).toEqual([card._id])

    await bid(client, ana!, auction.id, 50)
    clock.set(2 * MINUTE)
    await eventually(
      () => statusOf(ana!, auction.id),
      (status) => status === 'awaiting-payment',
    )
    const paid = await payOffer(client, ana!, auction.id)
    expect(paid.status).toBe(200)
    const mine = await client.get<OwnedCardsResponse>('/auth/user/getUserCards', { token: ana!.token })
    expect(mine.body.cards.find((owned) => owned._id === auction.card.id)).toMatchObject({
      cardTitle: reward.title,
    })
    expect((await submitUse(client, ana!, { _id: auction.card.id }, paid.transaction!._id)).status).toBe(200)
  })

  it('ends unsold when no one bid, and when no bidder pays', async () => {
    clock.set(0)
    const { streamer, card } = await streamerWithCard()
    const [ana] = await viewers(1)
    const quiet = await startAuction(client, streamer, { cardId: card._id, durationMinutes: 1 })
    clock.set(2 * MINUTE)
    await eventually(
      () => statusOf(ana!, quiet.id),
      (status) => status === 'unsold',
    )

    const once = await startAuction(client, streamer, { cardId: card._id, durationMinutes: 1 })
    await bid(client, ana!, once.id, 50)
    clock.set(4 * MINUTE)
    await eventually(
      () => statusOf(ana!, once.id),
      (status) => status === 'awaiting-payment',
    )
    clock.set(20 * MINUTE)
    await eventually(
      () => statusOf(ana!, once.id),
      (status) => status === 'unsold',
    )
  })
})
