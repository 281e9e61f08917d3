import { afterAll, expect, it } from 'vitest'
import type { AuctionsToPayResponse } from '../../../contract/auctions'
import { formatDateTime, formatTime } from '../../../contract/dates'
import { OUTBID_MAIL_MINUTES } from '../../../contract/notice-mail'
import { bid, startAuction } from '../../support/auctions'
import { createCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { createClockFile } from '../../support/money'
import { eventually } from '../../support/stream'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Bidders hear by mail: the one who loses the lead ('You were outbid'), at most once per auction in
// OUTBID_MAIL_MINUTES however many bids pass them; the winner whose turn it is to pay ('You won: pay
// ₹180 by 10:02 pm'), once per offer, with the deadline in India's time, and the next bidder when it
// passes to them. The banner's list of auctions to pay says the same.

const MINUTE = 60_000

describeOnEachDialect('auction mail on %s', (dialect) => {
  const clock = createClockFile()
  afterAll(() => clock.remove())
  const { server, client } = useTestServer(dialect, {
    env: () => ({ CLOCK_OFFSET_FILE: clock.file, DELIVERY_SWEEP_SECONDS: '0.1' }),
  })
  const mailsTo = (viewer: TestAccount, subject: RegExp) =>
    server.smtp.to(viewer.emailId).filter((mail) => subject.test(mail.subject))
  /** Lets a few sweeps and any mail on its way pass, for anything the server would (wrongly) send. */
  const aFewSweeps = () => new Promise((resolve) => setTimeout(resolve, 600))
  const toPay = async (viewer: TestAccount) =>
    (await client.get<AuctionsToPayResponse>('/auth/user/auctions/to-pay', { token: viewer.token })).body
      .auctions
  const offerOf = (auctionId: string, bidderId: string) =>
    server.app.db
      .selectFrom('auction_offers')
      .selectAll()
      .where('auction_id', '=', auctionId)
      .where('bidder_id', '=', bidderId)
      .executeTakeFirstOrThrow()

  it('mails an outbid bidder once in a while, and the winner the amount and the deadline in IST', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    const card = await createCard(client, streamer, { cardTitle: 'Sing a Bollywood song' })
    const auction = await startAuction(client, streamer, { cardId: card._id, reserve: 150 })
    const [ana, ben] = [await createVerifiedAccount(server), await createVerifiedAccount(server)]
    const outbid = /^You were outbid: Sing a Bollywood song$/

    expect((await bid(client, ana, auction.id, 150)).status).toBe(201)
    expect((await bid(client, ben, auction.id, 160)).status).toBe(201)
    const first = await server.smtp.waitForMail(ana.emailId, { subject: outbid })
    expect(first.text).toContain('Someone bid ₹160 on Sing a Bollywood song')
    expect(first.text).toContain(`/auctions/${auction.id}`)
    expect(first.text).toContain(`at most once every ${OUTBID_MAIL_MINUTES} minutes`)
    expect((await bid(client, ana, auction.id, 170)).status).toBe(201)
    await server.smtp.waitForMail(ben.emailId, { subject: outbid })
    // Outbid again within the window: no second mail to Ana.
    expect((await bid(client, ben, auction.id, 180)).status).toBe(201)
    await aFewSweeps()
    expect(mailsTo(ana, outbid)).toHaveLength(1)
    expect(mailsTo(ben, outbid)).toHaveLength(1)
    // The leader's own bids and the caller's bids mail nobody else.
    expect(server.smtp.to(streamer.emailId).filter((mail) => /outbid|won/.test(mail.subject))).toHaveLength(0)

    // Once the window has passed (its mark aged), the next outbid mails her again.
    await server.app.db
      .updateTable('mail_marks')
      .set({ sent_at: new Date(Date.now() - (OUTBID_MAIL_MINUTES + 1) * MINUTE).toISOString() })
      .where('key', '=', `outbid:${auction.id}:${ana.userId}`)
      .execute()
    expect((await bid(client, ana, auction.id, 190)).status).toBe(201)
    expect((await bid(client, ben, auction.id, 200)).status).toBe(201)
    await eventually(
      async () => mailsTo(ana, outbid),
      (mails) => mails.length === 2,
    )

    // Bidding ends: Ben won at ₹200, and is told to pay by the offer's deadline, in IST.
    clock.set(20 * MINUTE)
    const won = await server.smtp.waitForMail(ben.emailId, { subject: /^You won: / })
    const offer = await offerOf(auction.id, ben.userId)
    expect(won.subject).toBe(`You won: pay ₹200 by ${formatTime(offer.expires_at)}`)
    expect(won.text).toContain(`Pay ₹200 by ${formatDateTime(offer.expires_at)} and the card is yours.`)
    expect(won.text).toContain(`/auctions/${auction.id}`)
    expect(await toPay(ben)).toEqual([
      { id: auction.id, title: 'Sing a Bollywood song', amount: 200, expiresAt: offer.expires_at },
    ])
    expect(await toPay(ana)).toEqual([])
    await aFewSweeps()
    expect(mailsTo(ben, /^You won: /)).toHaveLength(1)

    // Ben lets it lapse: it passes to Ana at her highest bid, and she is told.
    clock.set(40 * MINUTE)
    const passed = await server.smtp.waitForMail(ana.emailId, { subject: /^You won: pay ₹190 by / })
    const hers = await offerOf(auction.id, ana.userId)
    expect(passed.text).toContain(`Pay ₹190 by ${formatDateTime(hers.expires_at)}`)
    expect(await toPay(ben)).toEqual([])
    expect((await toPay(ana)).map((row) => row.amount)).toEqual([190])
    await aFewSweeps()
    expect(mailsTo(ana, /^You won: /)).toHaveLength(1)
    expect(mailsTo(ben, /^You won: /)).toHaveLength(1)
    // Notices of their own kind: never counted in the budget of the viewer's codes.
    const kinds = await server.app.db
      .selectFrom('mail_outbox')
      .select('category')
      .distinct()
      .where('recipient', '=', ana.emailId)
      .execute()
    expect(kinds.map((row) => row.category)).toEqual(['notice'])
    clock.set(0)
  })
})
