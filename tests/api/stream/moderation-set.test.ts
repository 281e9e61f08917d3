import { remove as removeConfusables } from 'confusables'
import type { Kysely } from 'kysely'
import { afterAll, expect, it } from 'vitest'
import { usernameMessages } from '../../../contract/fields'
import { type StreamQueue, streamMessages } from '../../../contract/stream'
import { cleanViewerText } from '../../../contract/viewer-text'
import * as indicSkeletons from '../../../server/db/migrations/051-indic-skeletons'
import { createCard, getFreeCard } from '../../support/cards'
import {
  createCreatorAccount,
  createVerifiedAccount,
  type TestAccount,
  uniqueName,
} from '../../support/factories'
import { MODERATION_BUDGETS, MODERATION_SET } from '../../support/moderation-set'
import { type OverlayStream, openOverlayStream } from '../../support/overlay'
import {
  allowBackToBackUses,
  allowBursts,
  readQueue,
  setStreamSettings,
  streamKeyOf,
  submitUse,
} from '../../support/stream'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// The blocked-word filter reads Indian scripts (docs/stream-control.md, 'Blocked words'): in the
// 'Viewer text goes live' mode, the labelled set's abuse (Hindi, Hinglish, English, disguised) waits
// for the streamer and its ordinary messages that look close to it go on air, within the budgets;
// 'bc' and 'mc' hold a card rather than refuse anything.
describeOnEachDialect('moderation of Indian scripts on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)
  const streams: OverlayStream[] = []
  afterAll(() => {
    for (const stream of streams) stream.close()
  })

  async function liveStreamer(allow = allowBursts) {
    const creator = await createCreatorAccount(server)
    await setStreamSettings(client, creator, { viewerText: 'live' })
    await allow(server.app.db, creator.userId)
    const card = await createCard(client, creator, { cardTitle: 'Sing', description: 'A song' })
    const overlay = await openOverlayStream(server.url, await streamKeyOf(client, creator))
    streams.push(overlay)
    return { creator, card, overlay }
  }

  it(`holds at least ${MODERATION_BUDGETS.minRecall * 100}% of the labelled set's abuse and at most ${MODERATION_BUDGETS.maxFalsePositives * 100}% of its ordinary messages`, async () => {
    expect(MODERATION_SET.length).toBeGreaterThanOrEqual(300)
    const { creator, card, overlay } = await liveStreamer()
    const row = await server.app.cards.byId(card._id)
    if (!row) throw new Error('card not stored')
    const missed: string[] = []
    const falselyHeld: string[] = []
    const onAir: string[] = []
    // A viewer per line, owning the card straight from the database: the hourly quotas of free cards
    // and uses are not what this test is about. Made a few at a time; the uses go one by one, in order.
    const owners: Array<{ viewer: TestAccount; purchaseId: string }> = []
    for (let start = 0; start < MODERATION_SET.length; start += 8) {
      const batch = MODERATION_SET.slice(start, start + 8).map(async () => {
        const viewer = await createVerifiedAccount(server)
        const purchase = await server.app.purchases.create({
          card: row,
          userId: viewer.userId,
          userEmail: viewer.emailId,
          amountPaise: 0,
          paymentId: 'free',
          orderId: 'free',
        })
        return { viewer, purchaseId: purchase.id }
      })
      owners.push(...(await Promise.all(batch)))
    }
    for (const [index, line] of MODERATION_SET.entries()) {
      const { viewer, purchaseId } = owners[index] as (typeof owners)[number]
      const used = await submitUse(client, viewer, card, purchaseId, { description: line.text })
      const what = `${line.why}: ${JSON.stringify(line.text)}`
      expect(used.status, what).toBe(200)
      const held = used.body.useStatus === 'held'
      // The overlay shows the text as the server cleaned it (NFKC: ज़ as ज and a nukta).
      if (!held) onAir.push(cleanViewerText(line.text))
      if (line.label === 'abuse' && !held) missed.push(what)
      if (line.label === 'ordinary' && held) falselyHeld.push(what)
    }
    const abuse = MODERATION_SET.filter((line) => line.label === 'abuse').length
    const ordinary = MODERATION_SET.length - abuse
    const recall = 1 - missed.length / abuse
    const falsePositives = falselyHeld.length / ordinary
    console.info(
      `${dialect}: recall ${(recall * 100).toFixed(1)}% of ${abuse}, false positives ${(falsePositives * 100).toFixed(1)}% of ${ordinary}`,
      { missed, falselyHeld },
    )
    expect(recall, missed.join('\n')).toBeGreaterThanOrEqual(MODERATION_BUDGETS.minRecall)
    expect(falsePositives, falselyHeld.join('\n')).toBeLessThanOrEqual(MODERATION_BUDGETS.maxFalsePositives)

    // What went on air is what the overlay shows, in order; what was held waits in the streamer's queue.
    await overlay.waitFor((events) => events.length === onAir.length, 60_000)
    expect(overlay.events.map((event) => event.description)).toEqual(onAir)
    const queue = await readQueue(client, creator)
    expect(queue.held).toHaveLength(MODERATION_SET.length - onAir.length)
    expect(queue.held.every((use) => use.flag !== null)).toBe(true)
  }, 180_000)

  it('puts कमाना शुरू करो on air and holds कमीना for the streamer, who may still let it through', async () => {
    const { creator, card, overlay } = await liveStreamer(allowBackToBackUses)
    const viewer = await createVerifiedAccount(server)
    const earn = await submitUse(client, viewer, card, (await getFreeCard(client, viewer, card))._id, {
      description: 'कमाना शुरू करो',
    })
    expect(earn.body.useStatus).toBe('queued')
    await overlay.waitFor((events) => events.length === 1)
    expect(overlay.events[0]).toMatchObject({ title: 'Sing', description: 'कमाना शुरू करो' })

    const insult = await submitUse(client, viewer, card, (await getFreeCard(client, viewer, card))._id, {
      description: 'तू कमी\u200dना है',
    })
    expect(insult.status).toBe(200)
    expect(insult.body.useStatus).toBe('held')
    const queue: StreamQueue = await readQueue(client, creator)
    expect(queue.held).toHaveLength(1)
    expect(queue.held[0]).toMatchObject({
      description: 'तू कमीना है',
      flag: `${streamMessages.blockedWord}: “कमीना”`,
    })
    const approved = await client.post(
      `/auth/user/stream-queue/${String(insult.body.useId)}/approve`,
      {},
      { token: creator.token },
    )
    expect(approved.status).toBe(200)
    await overlay.waitFor((events) => events.length === 2)
    expect(overlay.events[1]?.description).toBe('तू कमीना है')
  })

  it('holds bc and mc for the streamer with their own flag, lets their everyday sense on air, and takes names holding them', async () => {
    const { creator, card, overlay } = await liveStreamer(allowBackToBackUses)
    const viewer = await createVerifiedAccount(server)
    const use = (description: string) =>
      getFreeCard(client, viewer, card).then((purchase) =>
        submitUse(client, viewer, card, purchase._id, { description }),
      )

    const rain = await use('late bc of the rain')
    expect(rain.body.useStatus).toBe('queued')
    const minecraft = await use('mc server tonight')
    expect(minecraft.body.useStatus).toBe('queued')
    await overlay.waitFor((events) => events.length === 2)
    expect(overlay.events.map((event) => event.description)).toEqual([
      'late bc of the rain',
      'mc server tonight',
    ])

    for (const [text, word] of [
      ['tu bc hai', 'bc'],
      ['abe mc', 'mc'],
    ] as const) {
      const used = await use(text)
      expect(used.status, text).toBe(200)
      expect(used.body.useStatus, text).toBe('held')
      const held = (await readQueue(client, creator)).held.find((one) => one.id === used.body.useId)
      expect(held?.flag, text).toBe(`${streamMessages.ambiguousWord}: “${word}”`)
    }

    // A name holding one is a name, at sign-up and at a rename; a blocked word is still refused.
    const name = `MC_Steve_${uniqueName('')}`
    const signUp = await client.post('/auth/user/addUsers', {
      username: name,
      emailId: `${uniqueName('mc')}@example.test`,
      password: 'secret123',
      dateOfBirth: '2000-01-01',
    })
    expect(signUp.status).toBe(201)
    const rename = await client.put(
      '/auth/user/editUser',
      { username: `bc_gamer_${uniqueName('')}` },
      { token: viewer.token },
    )
    expect(rename.status).toBe(200)
    const refused = await client.put('/auth/user/editUser', { username: 'कमीना_99' }, { token: viewer.token })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain(usernameMessages.blocked)
  })

  it('tells Indic names apart by their signs, keys stored before the change included', async () => {
    const tag = String(Date.now() % 1_000_000)
    const rahul = await createVerifiedAccount(server, { username: `राहुल${tag}` })
    // The key as the skeleton made it before: signs stripped, letters folded to Latin look-alikes.
    const oldKey = removeConfusables(rahul.username.normalize('NFD').replace(/\p{M}/gu, ''))
      .normalize('NFKC')
      .toLowerCase()
    await server.app.db
      .updateTable('users')
      .set({ username_key: oldKey })
      .where('id', '=', rahul.userId)
      .execute()
    const taken = await client.post('/auth/user/addUsers', {
      username: `रहल${tag}`,
      emailId: `${uniqueName('rhl')}@example.test`,
      password: 'secret123',
      dateOfBirth: '2000-01-01',
    })
    expect(taken.status).toBe(409)

    await indicSkeletons.up(server.app.db as Kysely<unknown>)
    const signUp = await client.post('/auth/user/addUsers', {
      username: `रहल${tag}`,
      emailId: `${uniqueName('rhl')}@example.test`,
      password: 'secret123',
      dateOfBirth: '2000-01-01',
    })
    expect(signUp.status).toBe(201)
    // The same name is still one name.
    const again = await client.post('/auth/user/addUsers', {
      username: `राहुल${tag}`,
      emailId: `${uniqueName('rhl')}@example.test`,
      password: 'secret123',
      dateOfBirth: '2000-01-01',
    })
    expect(again.status).toBe(409)
  })
})
