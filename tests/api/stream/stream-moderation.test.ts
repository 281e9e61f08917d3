import { afterAll, expect, it } from 'vitest'
import { usernameMessages } from '../../../contract/fields'
import { authMessages } from '../../../contract/messages'
import { type StreamSettings, streamMessages, type ViewerTextMode } from '../../../contract/stream'
import { bid, startAuction } from '../../support/auctions'
import { BYPASS_ATTEMPTS } from '../../support/bypass-attempts'
import { createCard, getFreeCard } from '../../support/cards'
import {
  createCreatorAccount,
  createVerifiedAccount,
  type TestAccount,
  uniqueName,
} from '../../support/factories'
import { type OverlayStream, openOverlayStream } from '../../support/overlay'
import {
  allowBackToBackUses,
  allowBursts,
  setStreamSettings,
  streamKeyOf,
  submitUse,
} from '../../support/stream'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Nothing unmoderated reaches the stream: every disguised word and link (tests/support/
// bypass-attempts.ts) is refused or held in every mode, a username carries no abuse, links or
// look-alike letters onto it, and a name holding the streamer's own blocked word shows as 'a viewer'.
const ADMIN = { email: 'moderation-admin@cardcast.test', password: 'admin-pass-123' }
const ABUSIVE_NAME = 'Streamer is a fucking scammer www.evil.com'
const LOOK_ALIKES = ['Demo\u0405treamer', 'D\u0435m\u043eStr\u0435\u0430m\u0435r']

describeOnEachDialect('moderation of what reaches the stream on %s', (dialect) => {
  const { server, client, admin } = useTestServer(dialect, { admin: ADMIN })
  const streams: OverlayStream[] = []
  afterAll(() => {
    for (const stream of streams) stream.close()
  })

  /** A streamer with an overlay open; `allow` lifts the limits on uses that are not under test here. */
  async function streamer(settings: Partial<StreamSettings>, allow = allowBursts) {
    const creator = await createCreatorAccount(server)
    await setStreamSettings(client, creator, settings)
    await allow(server.app.db, creator.userId)
    const card = await createCard(client, creator, { cardTitle: 'Sing', description: 'A song' })
    const overlay = await openOverlayStream(server.url, await streamKeyOf(client, creator))
    streams.push(overlay)
    return { creator, card, overlay }
  }

  it.each(['live', 'approve', 'card-only'] satisfies ViewerTextMode[])(
    'refuses or holds every disguised word and link in the %s mode; none reaches the overlay',
    async (mode) => {
      const { card, overlay } = await streamer({ viewerText: mode })
      const row = await server.app.cards.byId(card._id)
      if (!row) throw new Error('card not stored')
      for (const attempt of BYPASS_ATTEMPTS) {
        // A viewer per attempt, owning the card straight from the database: the hourly quotas of
        // free cards and uses are not what this test is about.
        const viewer = await createVerifiedAccount(server)
        const purchase = await server.app.purchases.create({
          card: row,
          userId: viewer.userId,
          userEmail: viewer.emailId,
          amountPaise: 0,
          paymentId: 'free',
          orderId: 'free',
        })
        const used = await submitUse(client, viewer, card, purchase.id, { cardTitle: attempt.text })
        const what = `${attempt.how}: ${JSON.stringify(attempt.text)}`
        if (mode === 'card-only') {
          // The card's own text goes on stream, whatever was typed.
          expect(used.status, what).toBe(200)
        } else if (attempt.kind === 'link') {
          expect(used.status, what).toBe(400)
          expect(used.body.error, what).toBe(streamMessages.linksRefused)
        } else {
          expect(used.status, what).toBe(200)
          expect(used.body.useStatus, what).toBe('held')
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 300))
      const typed = new Set(BYPASS_ATTEMPTS.map((attempt) => attempt.text))
      expect(overlay.events.filter((event) => typed.has(event.title))).toEqual([])
      if (mode === 'card-only') expect(overlay.events.every((event) => event.title === 'Sing')).toBe(true)
    },
  )

  /**
   * Tries `username` at sign-up, at `member`'s rename and at an administrator's create and edit: each
   * refused (`status` checks how) with `message`, and no account made.
   */
  async function expectNameRefused(
    member: TestAccount,
    username: string,
    message: string,
    status: (status: number) => void,
  ) {
    const emailId = `${uniqueName('name')}@example.test`
    const attempts = [
      await client.post('/auth/user/addUsers', {
        dateOfBirth: '1990-01-01',
        username,
        emailId,
        password: 'secret123',
      }),
      await client.put('/auth/user/editUser', { username }, { token: member.token }),
      await client.post(
        '/auth/admin/users',
        { username, emailId, password: 'secret123', dateOfBirth: '1999-04-30' },
        { token: admin.token },
      ),
      await client.put(
        `/auth/admin/users/${encodeURIComponent(member.emailId)}`,
        { username },
        { token: admin.token },
      ),
    ]
    for (const attempt of attempts) {
      status(attempt.status)
      expect(JSON.stringify(attempt.body), username).toContain(message)
    }
    expect(await server.app.users.byEmail(emailId)).toBeUndefined()
  }

  it('refuses an abusive, linked or look-alike username at sign-up, rename and an administrator’s edit', async () => {
    const names = [
      [ABUSIVE_NAME, usernameMessages.link],
      ['Streamer is a fucking scammer', usernameMessages.blocked],
      ['sc\u0430mm\u0435r_king', usernameMessages.mixedScripts],
      ['idi\u00adot_99', usernameMessages.invisible],
      ...LOOK_ALIKES.map((name) => [name, usernameMessages.mixedScripts]),
    ] as const
    const member = await createVerifiedAccount(server)
    for (const [username, message] of names) {
      await expectNameRefused(member, username, message, (status) => expect(status, username).toBe(400))
    }
    expect((await server.app.users.byEmail(member.emailId))?.username).toBe(member.username)
    // An ordinary name in another script, or in two that do not imitate each other, is fine.
    for (const username of [`Rahul राहुल ${uniqueName('n')}`, `Мария ${Date.now() % 1_000_000}`]) {
      const emailId = `${uniqueName('ok')}@example.test`
      const signUp = await client.post('/auth/user/addUsers', {
        dateOfBirth: '1990-01-01',
        username,
        emailId,
        password: 'secret123',
      })
      expect(signUp.status, username).toBe(201)
    }
  })

  it("refuses a name that looks like a streamer's at sign-up, rename and an administrator's create and edit", async () => {
    const tag = String(Date.now() % 1_000_000)
    const original = `Demo${tag}Streamer`
    const streamer = await createCreatorAccount(server, { username: original })
    const names = [
      [`Demo${tag}\u0405treamer`, usernameMessages.mixedScripts], // Cyrillic Ѕ
      [`D\u0435m\u043e${tag}Str\u0435\u0430m\u0435r`, usernameMessages.mixedScripts], // Cyrillic е, о, а
      [`Demo${tag}Streame\u0155`, authMessages.usernameTaken], // ŕ
      [`Demo${tag}Streame\u0072\u0301`, authMessages.usernameTaken], // r and a combining acute
      [`DEMO${tag}STREAMER`, authMessages.usernameTaken],
    ] as const
    const member = await createVerifiedAccount(server)
    for (const [username, message] of names) {
      // 400 for a mixed-script name, 409 for one taken.
      await expectNameRefused(member, username, message, (status) =>
        expect(status, username).toBeGreaterThanOrEqual(400),
      )
    }
    expect((await server.app.users.byEmail(member.emailId))?.username).toBe(member.username)
    // The streamer may still write their own name another way.
    const own = await client.put(
      '/auth/user/editUser',
      { username: `DEMO${tag}STREAMER` },
      { token: streamer.token },
    )
    expect(own.status).toBe(200)
  })

  it("shows a name holding the streamer's own blocked word anywhere as 'a viewer', and hides names when asked", async () => {
    const { card, overlay, creator } = await streamer(
      { viewerText: 'live', blockedWords: ['pineapple'] },
      allowBackToBackUses,
    )
    // As a word, run together with digits or letters, with a digit for a letter, stretched.
    const hidden = [
      `pineapple_${uniqueName('fan')}`,
      `pineapple123${uniqueName('')}`,
      `xpineapple${uniqueName('')}`,
      `My_P1neapple_${uniqueName('')}`,
      `piiineapple${uniqueName('')}`,
    ]
    for (const [index, username] of hidden.entries()) {
      const fan = await createVerifiedAccount(server, { username })
      await submitUse(client, fan, card, (await getFreeCard(client, fan, card))._id)
      await overlay.waitFor((events) => events.length === index + 1)
      expect(overlay.events[index]?.usedBy, username).toBe(streamMessages.anonymousViewer)
    }

    const plain = await createVerifiedAccount(server, { username: `Cassandra_${uniqueName('')}` })
    await submitUse(client, plain, card, (await getFreeCard(client, plain, card))._id)
    await overlay.waitFor((events) => events.length === hidden.length + 1)
    expect(overlay.events[hidden.length]?.usedBy).toBe(plain.username)

    await setStreamSettings(client, creator, {
      viewerText: 'live',
      blockedWords: ['pineapple'],
      showViewerNames: false,
    })
    await submitUse(client, plain, card, (await getFreeCard(client, plain, card))._id)
    await overlay.waitFor((events) => events.length === hidden.length + 2)
    expect(overlay.events[hidden.length + 1]?.usedBy).toBeNull()
  })

  it("in the 'approve' mode shows a viewer's name only once the streamer has approved that viewer", async () => {
    const { card, overlay, creator } = await streamer({}, allowBackToBackUses)
    const fan = await createVerifiedAccount(server)
    const other = await createVerifiedAccount(server)
    const sendOwnText = async (viewer: TestAccount) => {
      const used = await submitUse(client, viewer, card, (await getFreeCard(client, viewer, card))._id)
      expect(used.body.useStatus).toBe('queued')
    }

    // The card's own text goes on air at once, under no name until the streamer approved the viewer.
    await sendOwnText(fan)
    await overlay.waitFor((events) => events.length === 1)
    expect(overlay.events[0]?.usedBy).toBe(streamMessages.anonymousViewer)

    // The streamer approves a use of the fan's: that card and the fan's later ones carry the name.
    const held = await submitUse(client, fan, card, (await getFreeCard(client, fan, card))._id, {
      cardTitle: 'Sing my song',
    })
    expect(held.body.useStatus).toBe('held')
    const approved = await client.post(
      `/auth/user/stream-queue/${String(held.body.useId)}/approve`,
      {},
      { token: creator.token },
    )
    expect(approved.status).toBe(200)
    await overlay.waitFor((events) => events.length === 2)
    expect(overlay.events[1]).toMatchObject({ title: 'Sing my song', usedBy: fan.username })
    await sendOwnText(fan)
    await overlay.waitFor((events) => events.length === 3)
    expect(overlay.events[2]?.usedBy).toBe(fan.username)

    // Another viewer, and the same fan on another streamer's stream, are not approved by it.
    await sendOwnText(other)
    await overlay.waitFor((events) => events.length === 4)
    expect(overlay.events[3]?.usedBy).toBe(streamMessages.anonymousViewer)
    const elsewhere = await streamer({}, allowBackToBackUses)
    const used = await submitUse(
      client,
      fan,
      elsewhere.card,
      (await getFreeCard(client, fan, elsewhere.card))._id,
    )
    expect(used.body.useStatus).toBe('queued')
    await elsewhere.overlay.waitFor((events) => events.length === 1)
    expect(elsewhere.overlay.events[0]?.usedBy).toBe(streamMessages.anonymousViewer)
  })

  it("in the 'approve' mode names only approved bidders in an auction on air", async () => {
    const { card, creator } = await streamer({}, allowBackToBackUses)
    const [ana, ben] = [await createVerifiedAccount(server), await createVerifiedAccount(server)]
    // The streamer approves a use of Ana's; none of Ben's.
    const held = await submitUse(client, ana, card, (await getFreeCard(client, ana, card))._id, {
      cardTitle: 'Sing my song',
    })
    const approved = await client.post(
      `/auth/user/stream-queue/${String(held.body.useId)}/approve`,
      {},
      { token: creator.token },
    )
    expect(approved.status).toBe(200)
    const auction = await startAuction(client, creator, { cardId: card._id, reserve: 100, increment: 25 })
    expect((await bid(client, ben, auction.id, 100)).body.auction).toMatchObject({
      topBidder: streamMessages.anonymousViewer,
    })
    expect((await bid(client, ana, auction.id, 125)).body.auction).toMatchObject({ topBidder: ana.username })
  })

  it('refuses names with blank characters, separator marks, a spelt-out dot or a disguised word; keeps ordinary ones', async () => {
    const member = await createVerifiedAccount(server)
    const names = [
      ['Demo\u2800Streamer', usernameMessages.invisible],
      ['Demo\u{1D159}Streamer', usernameMessages.invisible],
      ['Demo\u3000Streamer', usernameMessages.invisible],
      ['Demo\u2003Streamer', usernameMessages.invisible],
      ['\u3164', usernameMessages.invisible],
      ['f\u2022u\u2022c\u2022k', usernameMessages.separator],
      ['agent\u00b7007', usernameMessages.separator],
      ['\u0930\u093e\u092e\u0964\u0936\u094d\u092f\u093e\u092e', usernameMessages.separator],
      ['evil\u30fbcom', usernameMessages.link],
      ['evil dot com', usernameMessages.link],
      ['evil_d0t_in', usernameMessages.link],
      ['\u0131d\u0131ot_fan', usernameMessages.blocked],
      ['fu_ck_this', usernameMessages.blocked],
      ['fuuuuck', usernameMessages.blocked],
      ["sc'am king", usernameMessages.blocked],
      ['mo-ron 99', usernameMessages.blocked],
    ] as const
    for (const [username, message] of names) {
      await expectNameRefused(member, username, message, (status) => expect(status, username).toBe(400))
    }
    expect((await server.app.users.byEmail(member.emailId))?.username).toBe(member.username)
    const tag = uniqueName('')
    for (const username of [
      `Cassandra ${tag}`,
      `Scampi class ${tag}`,
      `ジョン・スミス ${tag}`,
      `Gal\u00b7la ${tag}`,
      `Kıvanç ${tag}`,
    ]) {
      const emailId = `${uniqueName('ok')}@example.test`
      const signUp = await client.post('/auth/user/addUsers', {
        dateOfBirth: '1990-01-01',
        username,
        emailId,
        password: 'secret123',
      })
      expect(signUp.status, username).toBe(201)
    }
  })
})
