import { afterAll, expect, it } from 'vitest'
import { battleMessages } from '../../../contract/battles'
import { settleDueBattles } from '../../../server/modules/battles'
import {
  acceptBattle,
  currentBattle,
  declineBattle,
  endBattle,
  inviteBattle,
  startBattle,
} from '../../support/battles'
import { buyPaidCard, createCard, getFreeCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { createClockFile, refundPurchase } from '../../support/money'
import { openOverlayStream } from '../../support/overlay'
import { allowBackToBackUses, eventually, streamKeyOf, submitUse } from '../../support/stream'
import type { TestServer } from '../../support/test-server'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Card battles on both databases: the score is exactly the sales and free uses of the battle's window
// (a sale before its start, after its end, or refunded before its end scores nothing), the loser's
// forfeit goes on their stream once however many sweeps run, a tie plays both, an early end is a
// loss; the invitations' rules and their forgeries are refused with the right 4xx, changing nothing;
// and two invitations at once never put a streamer in two battles. This file's server never sweeps
// by itself (DELIVERY_SWEEP_SECONDS of an hour): each test runs the battles' sweep when it means to,
// so a sale can land after a battle's end and before the sweep that ends it.

const MINUTE = 60_000

const battleRow = (server: TestServer, id: string) =>
  server.app.db.selectFrom('battles').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const sidesOf = (server: TestServer, id: string) =>
  server.app.db.selectFrom('battle_sides').selectAll().where('battle_id', '=', id).orderBy('role').execute()
/** The forfeit uses a battle put in its streamers' lines. */
const forfeitUses = (server: TestServer, id: string) =>
  server.app.db
    .selectFrom('stream_uses')
    .selectAll()
    .where('purchase_id', '=', `battle-${id}`)
    .orderBy('streamer_id')
    .execute()

describeOnEachDialect('card battles on %s', (dialect) => {
  const clock = createClockFile()
  afterAll(() => clock.remove())
  const { server, client, admin } = useTestServer(dialect, {
    env: () => ({ CLOCK_OFFSET_FILE: clock.file, DELIVERY_SWEEP_SECONDS: '3600' }),
    admin: { email: 'battles-admin@cardcast.test', password: 'battles-admin-secret' },
  })
  const sweep = () => settleDueBattles(server.app)

  /** A Creator Pro streamer with a priced card, a free card and a forfeit card of their own. */
  async function streamer(name: string, price = 90) {
    const account = await createCreatorAccount(server)
    const [priced, free, forfeit] = [
      await createCard(client, account, { cardTitle: `${name}'s shout-out`, price }),
      await createCard(client, account, { cardTitle: `${name}'s free wave`, price: 0 }),
      await createCard(client, account, { cardTitle: `${name}'s forfeit` }),
    ]
    await allowBackToBackUses(server.app.db, account.userId)
    return { account, priced, free, forfeit }
  }
  type Streamer = Awaited<ReturnType<typeof streamer>>
  const viewers = (n: number) => Promise.all(Array.from({ length: n }, () => createVerifiedAccount(server)))

  /** A viewer takes the streamer's free card and uses it on their stream: the use's id. */
  async function spendFreeCard(viewer: TestAccount, of: Streamer, text: { cardTitle?: string } = {}) {
    const taken = await getFreeCard(client, viewer, of.free)
    const used = await submitUse(client, viewer, of.free, taken._id, text)
    expect(used.status).toBe(200)
    return String(used.body.useId)
  }

  it('scores exactly the sales and free uses of its window and plays the loser’s forfeit once', async () => {
    clock.set(0)
    const [ana, ben] = [await streamer('Ana', 49.75), await streamer('Ben', 90)]
    const [vic, wen, xia, yan] = (await viewers(4)) as [TestAccount, TestAccount, TestAccount, TestAccount]
    const anaOverlay = await openOverlayStream(server.url, await streamKeyOf(client, ana.account))
    const benOverlay = await openOverlayStream(server.url, await streamKeyOf(client, ben.account))
    try {
      // Before the start: a sale and a free use that must not score.
      await buyPaidCard(client, vic, ana.priced)
      await spendFreeCard(vic, ben)

      // Ana invites Ben by his name in capitals; he sees the invitation, then accepts.
      const invited = await inviteBattle(client, ana.account, {
        opponent: ben.account.username.toUpperCase(),
        minutes: 5,
        forfeitCardId: ana.forfeit._id,
      })
      expect(invited.status).toBe(201)
      expect(invited.body).toMatchObject({ message: battleMessages.invited, battle: { status: 'pending' } })
      const id = invited.body.battle.id
      expect((await currentBattle(client, ben.account)).battle).toMatchObject({
        id,
        status: 'pending',
        invitedBy: 'them',
        minutes: 5,
        them: { username: ana.account.username, forfeit: { title: "Ana's forfeit" } },
        you: { forfeit: null },
      })
      const accepted = await acceptBattle(client, ben.account, id, ben.forfeit._id)
      expect(accepted.status).toBe(200)
      expect(accepted.body.battle).toMatchObject({
        status: 'running',
        you: { points: 0 },
        them: { points: 0 },
      })

      // In the window. Ana: three sales of ₹49.75, one refunded before the end (₹99.50 stays: 99
      // points, the paise added up before rounding down). Ben: one ₹90 sale and two free cards used,
      // one of them rejected by Ben before the end (₹90 + 1 = 91 points).
      const refundedInTime = await buyPaidCard(client, wen, ana.priced)
      const refundedLate = await buyPaidCard(client, xia, ana.priced)
      await buyPaidCard(client, yan, ana.priced)
      expect((await refundPurchase(client, admin.token, refundedInTime._id)).status).toBe(200)
      await buyPaidCard(client, wen, ben.priced)
      await spendFreeCard(wen, ben)
      // Edited by its viewer, it waits for Ben's approval (the default 'approve' mode): he rejects it.
      const rejected = await spendFreeCard(xia, ben, { cardTitle: 'Wave twice' })
      const reject = await client.post(
        `/auth/user/stream-queue/${rejected}/reject`,
        { reason: 'Not now' },
        { token: ben.account.token },
      )
      expect(reject.status).toBe(200)
      // The Live pages read the score from the books as it stands.
      expect((await currentBattle(client, ana.account)).battle).toMatchObject({
        you: { points: 99 },
        them: { points: 91 },
      })
      // The sweep tells both overlays, each with its own streamer first.
      await sweep()
      await eventually(
        async () => anaOverlay.battles.at(-1)?.battle?.sides,
        (sides) => sides?.[0]?.points === 99 && sides?.[1]?.points === 91,
      )
      expect(anaOverlay.battles.at(-1)?.battle).toMatchObject({
        status: 'running',
        sides: [
          { name: ana.account.username, points: 99 },
          { name: ben.account.username, points: 91 },
        ],
        winner: null,
      })
      await eventually(
        async () => benOverlay.battles.at(-1)?.battle?.sides,
        (sides) => sides?.[0]?.name === ben.account.username && sides?.[0]?.points === 91,
      )
      // An overlay that (re)connects mid-battle draws the bar at once, as it stands.
      const reconnected = await openOverlayStream(server.url, await streamKeyOf(client, ana.account))
      await eventually(
        async () => reconnected.battles[0]?.battle,
        (battle) => battle?.status === 'running' && battle.sides[0].points === 99,
      )
      reconnected.close()

      // Past its end, before the sweep ends it: a sale and a free use of Ben's, and a refund of one of
      // Ana's sales in the window; none of them changes the result.
      clock.set(5 * MINUTE + 1000)
      await buyPaidCard(client, xia, ben.priced)
      await spendFreeCard(yan, ben)
      expect((await refundPurchase(client, admin.token, refundedLate._id)).status).toBe(200)
      await Promise.all([sweep(), sweep(), sweep()])
      await sweep()

      const row = await battleRow(server, id)
      expect(row).toMatchObject({ status: 'ended', end_reason: 'time', winner_id: ana.account.userId })
      expect(row.ended_at).toBe(row.ends_at)
      expect(
        (await sidesOf(server, id)).map((side) => [side.streamer_id, Number(side.points), side.live]),
      ).toEqual([
        [ana.account.userId, 99, null],
        [ben.account.userId, 91, null],
      ])
      // Ben's forfeit, once, in his line, as his own use; on his overlay, credited to the battle.
      const [forfeit, ...more] = await forfeitUses(server, id)
      expect(more).toEqual([])
      expect(forfeit).toMatchObject({
        streamer_id: ben.account.userId,
        viewer_id: ben.account.userId,
        title: "Ben's forfeit",
        viewer_name: `Battle forfeit: ${ana.account.username} won`,
      })
      await benOverlay.waitFor((events) => events.some((event) => event.title === "Ben's forfeit"))
      await eventually(
        () =>
          server.app.db
            .selectFrom('stream_uses')
            .select('status')
            .where('id', '=', forfeit?.id ?? '')
            .executeTakeFirstOrThrow(),
        (use) => use.status === 'shown',
      )
      expect(benOverlay.events.filter((event) => event.title === "Ben's forfeit")).toMatchObject([
        { kind: 'card', usedBy: `Battle forfeit: ${ana.account.username} won` },
      ])
      expect(anaOverlay.events.filter((event) => event.title.endsWith('forfeit'))).toEqual([])
      // Both overlays show the result.
      for (const overlay of [anaOverlay, benOverlay])
        await eventually(
          async () => overlay.battles.at(-1)?.battle,
          (battle) => battle?.status === 'ended' && battle.winner === ana.account.username,
        )

      // Many sweeps later: one end, one forfeit. The result stays on both Live pages.
      await sweep()
      expect(await forfeitUses(server, id)).toHaveLength(1)
      const [anaPage, benPage] = [
        await currentBattle(client, ana.account),
        await currentBattle(client, ben.account),
      ]
      expect(anaPage.battle).toBeNull()
      expect(anaPage.results[0]).toMatchObject({
        id,
        status: 'ended',
        you: { points: 99 },
        them: { points: 91 },
        result: { outcome: 'won', reason: 'time', endedBy: null },
      })
      expect(benPage.results[0]).toMatchObject({ id, result: { outcome: 'lost', reason: 'time' } })
      // Over: nothing more to answer or end.
      expect((await endBattle(client, ben.account, id)).body).toMatchObject({ error: battleMessages.over })
      expect((await acceptBattle(client, ben.account, id, ben.forfeit._id)).status).toBe(409)
    } finally {
      anaOverlay.close()
      benOverlay.close()
    }
  })

  it('plays both forfeits on a tie, and makes an early end a loss for whoever ends it', async () => {
    clock.set(0)
    const [cat, dev] = [await streamer('Cat'), await streamer('Dev')]
    const tie = await startBattle(client, cat.account, dev.account, {
      inviter: cat.forfeit._id,
      opponent: dev.forfeit._id,
    })
    const [viewer] = (await viewers(1)) as [TestAccount]
    await spendFreeCard(viewer, cat)
    await buyPaidCard(client, viewer, dev.priced)
    // Dev's ₹90 against Cat's one free card: then Cat's ₹90 makes it 91 all.
    await buyPaidCard(client, viewer, cat.priced)
    await spendFreeCard((await viewers(1))[0] as TestAccount, dev)
    clock.set(6 * MINUTE)
    await sweep()
    expect(await battleRow(server, tie.id)).toMatchObject({
      status: 'ended',
      winner_id: null,
      end_reason: 'time',
    })
    const both = await forfeitUses(server, tie.id)
    expect(both.map((use) => [use.streamer_id, use.title]).sort()).toEqual(
      [
        [cat.account.userId, "Cat's forfeit"],
        [dev.account.userId, "Dev's forfeit"],
      ].sort(),
    )
    expect(both.find((use) => use.streamer_id === cat.account.userId)?.viewer_name).toBe(
      `Battle forfeit: a tie with ${dev.account.username}`,
    )
    expect((await currentBattle(client, cat.account)).results[0]).toMatchObject({
      you: { points: 91 },
      them: { points: 91 },
      result: { outcome: 'tie' },
    })

    // Cat leads, and ends it early: a loss for Cat.
    clock.set(7 * MINUTE)
    const early = await startBattle(client, cat.account, dev.account, {
      inviter: cat.forfeit._id,
      opponent: dev.forfeit._id,
    })
    await buyPaidCard(client, viewer, cat.priced)
    // A third streamer cannot end it; Cat can.
    const stranger = await streamer('Eve')
    expect((await endBattle(client, stranger.account, early.id)).body).toMatchObject({
      error: battleMessages.notYours,
    })
    const ended = await endBattle(client, cat.account, early.id)
    expect(ended.status).toBe(200)
    expect(ended.body).toMatchObject({
      message: battleMessages.endedEarly,
      battle: {
        status: 'ended',
        you: { points: 90 },
        them: { points: 0 },
        result: { outcome: 'lost', reason: 'early', endedBy: 'you' },
      },
    })
    // What sells after the early end does not score; the sweep ends nothing twice.
    await buyPaidCard(client, viewer, cat.priced)
    clock.set(20 * MINUTE)
    await sweep()
    expect(await battleRow(server, early.id)).toMatchObject({
      status: 'ended',
      winner_id: dev.account.userId,
      ended_by: cat.account.userId,
    })
    expect((await forfeitUses(server, early.id)).map((use) => use.streamer_id)).toEqual([cat.account.userId])
    expect((await currentBattle(client, dev.account)).results[0]).toMatchObject({
      id: early.id,
      you: { points: 0 },
      them: { points: 90 },
      result: { outcome: 'won', reason: 'early', endedBy: 'them' },
    })
  })

  it('refuses bad invitations with a clear 4xx, and writes nothing', async () => {
    clock.set(0)
    const [fay, gus] = [await streamer('Fay'), await streamer('Gus')]
    const viewer = await createVerifiedAccount(server)
    const free = await createCreatorAccount(server, { plan: 'free' })
    const freeCard = await createCard(client, free, { cardTitle: 'Free plan forfeit' })
    const deleted = await createCard(client, fay.account, { cardTitle: 'Gone' })
    expect(
      (await client.delete(`/auth/user/deleteCard/${deleted._id}`, { token: fay.account.token })).status,
    ).toBeLessThan(300)
    const invite = (who: TestAccount, body: Record<string, unknown>) =>
      inviteBattle(client, who, {
        opponent: gus.account.username,
        minutes: 10,
        forfeitCardId: fay.forfeit._id,
        ...body,
      })
    const cases: Array<[TestAccount, Record<string, unknown>, number, string?]> = [
      [fay.account, { opponent: fay.account.username.toUpperCase() }, 400, battleMessages.notYourself],
      [fay.account, { opponent: 'nobody-has-this-name' }, 404, battleMessages.opponentNotFound],
      [fay.account, { opponent: viewer.username }, 400, battleMessages.opponentNotCreator],
      [free, { forfeitCardId: freeCard._id }, 403, battleMessages.proNeeded],
      [viewer, {}, 403],
      [fay.account, { minutes: 4 }, 400],
      [fay.account, { minutes: 16 }, 400],
      [fay.account, { minutes: 5.5 }, 400],
      [fay.account, { opponent: '' }, 400],
      [fay.account, { forfeitCardId: gus.forfeit._id }, 403, battleMessages.cardNotYours],
      [fay.account, { forfeitCardId: deleted._id }, 404, battleMessages.cardNotFound],
      [fay.account, { forfeitCardId: 'no-such-card' }, 404, battleMessages.cardNotFound],
      [fay.account, { extra: 1 }, 400],
    ]
    for (const [who, body, status, error] of cases) {
      const answer = await invite(who, body)
      expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), status])
      if (error) expect(answer.body.error).toBe(error)
    }
    const written = await server.app.db
      .selectFrom('battle_sides')
      .select('battle_id')
      .where('streamer_id', 'in', [fay.account.userId, gus.account.userId, free.userId])
      .execute()
    expect(written).toEqual([])

    // One at a time: Fay invites Gus; neither may invite nor be invited until it is over.
    const first = await invite(fay.account, {})
    expect(first.status).toBe(201)
    const hal = await streamer('Hal')
    expect((await invite(fay.account, { opponent: hal.account.username })).body.error).toBe(
      battleMessages.youAreBusy,
    )
    expect(
      (
        await inviteBattle(client, hal.account, {
          opponent: gus.account.username,
          minutes: 5,
          forfeitCardId: hal.forfeit._id,
        })
      ).body.error,
    ).toBe(battleMessages.opponentBusy)
    expect(
      (
        await inviteBattle(client, gus.account, {
          opponent: hal.account.username,
          minutes: 5,
          forfeitCardId: gus.forfeit._id,
        })
      ).body.error,
    ).toBe(battleMessages.youAreBusy)
    // Withdrawn, they are free again.
    const withdrawn = await endBattle(client, fay.account, first.body.battle.id)
    expect(withdrawn.body).toMatchObject({
      message: battleMessages.withdrawn,
      battle: { status: 'withdrawn' },
    })
    expect((await invite(fay.account, { opponent: hal.account.username })).status).toBe(201)
  })

  it('refuses every forged answer: a third streamer, a viewer, the inviter, and answers too late', async () => {
    clock.set(0)
    const [ida, jon, kim] = [await streamer('Ida'), await streamer('Jon'), await streamer('Kim')]
    const viewer = await createVerifiedAccount(server)
    const invited = await inviteBattle(client, ida.account, {
      opponent: jon.account.username,
      minutes: 5,
      forfeitCardId: ida.forfeit._id,
    })
    const id = invited.body.battle.id
    // Nobody but Jon answers; not with someone else's card either.
    expect((await acceptBattle(client, ida.account, id, ida.forfeit._id)).body).toMatchObject({
      error: battleMessages.ownInvitation,
    })
    expect((await declineBattle(client, ida.account, id)).body).toMatchObject({
      error: battleMessages.ownInvitation,
    })
    expect((await acceptBattle(client, kim.account, id, kim.forfeit._id)).body).toMatchObject({
      error: battleMessages.notInvited,
    })
    expect((await declineBattle(client, kim.account, id)).status).toBe(403)
    expect((await endBattle(client, kim.account, id)).body).toMatchObject({ error: battleMessages.notYours })
    for (const answer of [
      await acceptBattle(client, viewer, id, ida.forfeit._id),
      await declineBattle(client, viewer, id),
      await endBattle(client, viewer, id),
      await client.get('/auth/user/battles/current', { token: viewer.token }),
    ])
      expect(answer.status).toBe(403)
    expect(
      (await client.post(`/auth/user/battles/${id}/accept`, { forfeitCardId: jon.forfeit._id })).status,
    ).toBe(401)
    expect((await acceptBattle(client, jon.account, id, ida.forfeit._id)).body).toMatchObject({
      error: battleMessages.cardNotYours,
    })
    expect((await acceptBattle(client, jon.account, 'no-such-battle', jon.forfeit._id)).status).toBe(404)
    expect((await battleRow(server, id)).status).toBe('pending')

    // Declined: no answer after it.
    expect((await declineBattle(client, jon.account, id)).body).toMatchObject({
      message: battleMessages.declined,
      battle: { status: 'declined' },
    })
    expect((await acceptBattle(client, jon.account, id, jon.forfeit._id)).body).toMatchObject({
      error: battleMessages.answered,
    })
    expect((await declineBattle(client, jon.account, id)).status).toBe(409)
    expect((await endBattle(client, ida.account, id)).status).toBe(409)

    // Unanswered for five minutes: expired, even before the sweep says so; then the sweep does.
    const late = await inviteBattle(client, ida.account, {
      opponent: kim.account.username,
      minutes: 5,
      forfeitCardId: ida.forfeit._id,
    })
    clock.set(5 * MINUTE + 1000)
    expect(
      (await acceptBattle(client, kim.account, late.body.battle.id, kim.forfeit._id)).body,
    ).toMatchObject({
      error: battleMessages.expired,
    })
    await sweep()
    expect(await battleRow(server, late.body.battle.id)).toMatchObject({ status: 'expired' })
    expect(
      (await acceptBattle(client, kim.account, late.body.battle.id, kim.forfeit._id)).body,
    ).toMatchObject({
      error: battleMessages.expired,
    })
    expect((await sidesOf(server, late.body.battle.id)).map((side) => side.live)).toEqual([null, null])

    // Withdrawn by Ida: Kim can no longer accept it.
    const withdrawn = await inviteBattle(client, ida.account, {
      opponent: kim.account.username,
      minutes: 5,
      forfeitCardId: ida.forfeit._id,
    })
    await endBattle(client, ida.account, withdrawn.body.battle.id)
    expect(
      (await acceptBattle(client, kim.account, withdrawn.body.battle.id, kim.forfeit._id)).body,
    ).toMatchObject({
      error: battleMessages.answered,
    })
    expect(await forfeitUses(server, withdrawn.body.battle.id)).toEqual([])
  })

  it('puts a streamer in one battle at a time when invitations come at once', async () => {
    clock.set(0)
    const target = await streamer('Lee')
    const crowd = await Promise.all(Array.from({ length: 6 }, (_, n) => streamer(`Crowd${n}`)))
    const answers = await Promise.all(
      crowd.map((each) =>
        inviteBattle(client, each.account, {
          opponent: target.account.username,
          minutes: 5,
          forfeitCardId: each.forfeit._id,
        }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409])
    const live = await server.app.db
      .selectFrom('battle_sides')
      .select('battle_id')
      .where('streamer_id', '=', target.account.userId)
      .where('live', '=', 1)
      .execute()
    expect(live).toHaveLength(1)

    // Two streamers inviting each other at the same moment: one battle between them.
    const [mia, ned] = [await streamer('Mia'), await streamer('Ned')]
    const crossed = await Promise.all([
      inviteBattle(client, mia.account, {
        opponent: ned.account.username,
        minutes: 5,
        forfeitCardId: mia.forfeit._id,
      }),
      inviteBattle(client, ned.account, {
        opponent: mia.account.username,
        minutes: 5,
        forfeitCardId: ned.forfeit._id,
      }),
    ])
    expect(crossed.map((answer) => answer.status).sort()).toEqual([201, 409])
    const battles = await server.app.db
      .selectFrom('battle_sides')
      .select('battle_id')
      .where('streamer_id', 'in', [mia.account.userId, ned.account.userId])
      .where('live', '=', 1)
      .execute()
    expect(new Set(battles.map((side) => side.battle_id)).size).toBe(1)
  })
})
