import { afterAll, expect, it } from 'vitest'
import type { OwnedCard } from '../../../contract/purchases'
import {
  MAX_VIEWER_TITLE_LENGTH,
  type StreamQueue,
  type StreamSettings,
  streamMessages,
  type UseReadiness,
} from '../../../contract/stream'
import { createCard, getFreeCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { openLiveUpdates } from '../../support/live-updates'
import { createClockFile } from '../../support/money'
import { type OpenOptions, type OverlayStream, openOverlayStream, reportShown } from '../../support/overlay'
import {
  allowBackToBackUses,
  eventually,
  readQueue,
  setStreamSettings,
  streamKeyOf,
  submitUse,
} from '../../support/stream'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// The streamer decides what reaches the stream. Viewer text is cleaned and checked, held
// for approval as the streamer's mode says, and never reaches the overlay unapproved; a rejected use
// goes back to the viewer; skip, replay, pause and resume reach the overlay; cooldowns are enforced.
describeOnEachDialect('the streamer in control on %s', (dialect) => {
  const clock = createClockFile()
  const { server, client } = useTestServer(dialect, { env: () => ({ CLOCK_OFFSET_FILE: clock.file }) })
  const streams: OverlayStream[] = []
  afterAll(() => {
    for (const stream of streams) stream.close()
    clock.remove()
  })

  async function stage(cardOverrides: Record<string, unknown> = {}, overlayOptions: OpenOptions = {}) {
    const creator = await createCreatorAccount(server)
    await allowBackToBackUses(server.app.db, creator.userId)
    const viewer = await createVerifiedAccount(server)
    const card = await createCard(client, creator, {
      cardTitle: 'Sing',
      description: 'A song',
      duration: 5,
      ...cardOverrides,
    })
    const key = await streamKeyOf(client, creator)
    const overlay = await openOverlayStream(server.url, key, overlayOptions)
    streams.push(overlay)
    return { creator, viewer, card, overlay, key }
  }
  const owned = async (viewer: TestAccount, transactionId: string) =>
    (
      await client.get<{ cards: OwnedCard[] }>('/auth/user/getUserCards', { token: viewer.token })
    ).body.cards.find((card) => card.transactionId === transactionId)
  const act = (creator: TestAccount, path: string, json?: unknown) =>
    client.post<StreamQueue & { message: string }>(`/auth/user/stream-queue${path}`, json ?? {}, {
      token: creator.token,
    })
  /** Lets a moment pass for anything the server would (wrongly) send. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

  it('holds edited text by default and sends the card’s own text at once; approve sends exactly one event', async () => {
    const { creator, viewer, card, overlay } = await stage()
    const own = await getFreeCard(client, viewer, card)
    const ownUse = await submitUse(client, viewer, card, own._id, {
      cardTitle: 'Sing',
      description: 'A song',
    })
    expect(ownUse.body).toMatchObject({ useStatus: 'queued', message: 'Card used successfully!' })
    await overlay.waitFor((events) => events.length === 1)

    const edited = await getFreeCard(client, viewer, card)
    const held = await submitUse(client, viewer, card, edited._id, {
      cardTitle: 'Sing my song',
      description: 'Now',
    })
    expect(held.status).toBe(200)
    expect(held.body).toMatchObject({ useStatus: 'held', message: streamMessages.held })
    await settle()
    expect(overlay.events.map((event) => event.title)).toEqual(['Sing'])
    expect((await owned(viewer, edited._id))?.useStatus).toBe('held')

    const queue = await readQueue(client, creator)
    expect(queue.held.map((use) => [use.title, use.viewer, use.viewerText])).toEqual([
      ['Sing my song', viewer.username, true],
    ])
    const useId = String(held.body.useId)
    const approved = await act(creator, `/${useId}/approve`)
    expect(approved.status).toBe(200)
    expect(approved.body.held).toEqual([])
    await overlay.waitFor((events) => events.length === 2)
    expect(overlay.events[1]).toMatchObject({
      title: 'Sing my song',
      description: 'Now',
      usedBy: viewer.username,
    })
    const again = await act(creator, `/${useId}/approve`)
    expect(again.status).toBe(409)
    await settle()
    expect(overlay.events).toHaveLength(2)
  })

  it('refuses links and overlong text, changing nothing; strips control and bidi characters', async () => {
    const { creator, viewer, card, overlay } = await stage()
    await setStreamSettings(client, creator, { viewerText: 'live' })
    const purchase = await getFreeCard(client, viewer, card)
    const refusals = [
      [{ cardTitle: 'Go to scam.in now' }, streamMessages.linksRefused],
      [{ description: 'see https://example.com' }, streamMessages.linksRefused],
      [{ description: 'join discord.gg/abc' }, streamMessages.linksRefused],
      [{ cardTitle: 'x'.repeat(MAX_VIEWER_TITLE_LENGTH + 1) }, streamMessages.titleTooLong],
      [{ description: 'y'.repeat(281) }, streamMessages.descriptionTooLong],
      [{ cardTitle: ' \u200b ' }, streamMessages.titleRequired],
    ] as const
    for (const [text, message] of refusals) {
      const refused = await submitUse(client, viewer, card, purchase._id, text)
      expect(refused.status, JSON.stringify(text)).toBe(400)
      expect(refused.body.error).toBe(message)
    }
    expect((await owned(viewer, purchase._id))?.isUsed).toBe(false)
    expect(await readQueue(client, creator)).toMatchObject({ held: [], queue: [], history: [] })

    const used = await submitUse(client, viewer, card, purchase._id, {
      cardTitle: '  Hi\u202e there\u0007\u200b  ',
      description: 'ｌｏｕｄ\nly',
    })
    expect(used.body.useStatus).toBe('queued')
    await overlay.waitFor((events) => events.length === 1)
    expect(overlay.events[0]).toMatchObject({ title: 'Hi there', description: 'loud ly' })
    // My Cards shows what was played.
    expect(await owned(viewer, purchase._id)).toMatchObject({
      usedTitle: 'Hi there',
      usedDescription: 'loud ly',
    })
  })

  it("holds blocked words (the default list and the streamer's own) even in the 'live' mode; 'card-only' shows the card", async () => {
    const { creator, viewer, card, overlay } = await stage()
    await setStreamSettings(client, creator, { viewerText: 'live', blockedWords: ['Pineapple'] })
    const insult = await submitUse(client, viewer, card, (await getFreeCard(client, viewer, card))._id, {
      cardTitle: 'Streamer is a sc@mmer',
    })
    expect(insult.body.useStatus).toBe('held')
    const own = await submitUse(client, viewer, card, (await getFreeCard(client, viewer, card))._id, {
      description: 'pineapple on pizza',
    })
    expect(own.body.useStatus).toBe('held')
    const flags = (await readQueue(client, creator)).held.map((use) => use.flag)
    expect(flags).toEqual([expect.stringContaining('scammer'), expect.stringContaining('pineapple')])

    await setStreamSettings(client, creator, { viewerText: 'card-only' })
    const plain = await submitUse(client, viewer, card, (await getFreeCard(client, viewer, card))._id, {
      cardTitle: 'My own words',
    })
    expect(plain.body.useStatus).toBe('queued')
    await overlay.waitFor((events) => events.length === 1)
    expect(overlay.events[0]).toMatchObject({ title: 'Sing', description: 'A song' })
    await settle()
    expect(overlay.events).toHaveLength(1)
  })

  it('returns a rejected use to the viewer unused, with the reason, and the viewer can use it again', async () => {
    const { creator, viewer, card, overlay } = await stage()
    const purchase = await getFreeCard(client, viewer, card)
    const held = await submitUse(client, viewer, card, purchase._id, { cardTitle: 'Dance' })
    const missingReason = await act(creator, `/${held.body.useId}/reject`, { reason: '  ' })
    expect(missingReason.status).toBe(400)
    const rejected = await act(creator, `/${held.body.useId}/reject`, { reason: 'Not tonight' })
    expect(rejected.status).toBe(200)
    expect(rejected.body.history[0]).toMatchObject({ status: 'rejected', reason: 'Not tonight' })
    expect(await owned(viewer, purchase._id)).toMatchObject({
      isUsed: false,
      useStatus: 'rejected',
      returnedReason: 'Not tonight',
    })
    const reused = await submitUse(client, viewer, card, purchase._id)
    expect(reused.body.useStatus).toBe('queued')
    await overlay.waitFor((events) => events.length === 1)
    expect((await owned(viewer, purchase._id))?.isUsed).toBe(true)
  })

  it('sends skip, replay, pause and resume to a connected overlay, and a reconnect stays paused', async () => {
    const { creator, viewer, card, overlay } = await stage({ duration: 30 })
    const first = await submitUse(client, viewer, card, (await getFreeCard(client, viewer, card))._id)
    await overlay.waitFor((events) => events.length === 1)
    const { showing } = await eventually(
      () => readQueue(client, creator),
      (queue) => queue.showing !== null,
    )
    expect(showing).toMatchObject({ id: first.body.useId, status: 'showing' })

    const skipped = await act(creator, '/skip')
    expect(skipped.status).toBe(200)
    await overlay.waitFor(() => overlay.controls.length === 1)
    expect(overlay.controls[0]).toMatchObject({ action: 'skip', eventIds: [overlay.events[0]?.id] })
    expect(skipped.body.showing).toBeNull()
    expect(skipped.body.history[0]).toMatchObject({ id: first.body.useId, status: 'skipped' })
    expect((await act(creator, '/skip')).status).toBe(409)

    const replayed = await act(creator, `/replay/${first.body.useId}`)
    expect(replayed.status).toBe(200)
    await overlay.waitFor((events) => events.length === 2)
    expect(overlay.events[1]?.title).toBe('Sing')
    expect(overlay.events[1]?.id).toBeGreaterThan(overlay.events[0]?.id ?? 0)

    expect((await act(creator, '/pause')).body.paused).toBe(true)
    await overlay.waitFor(() => overlay.controls.some((control) => control.action === 'pause'))
    const reconnected = await openOverlayStream(server.url, await streamKeyOf(client, creator))
    streams.push(reconnected)
    await reconnected.waitFor(() => reconnected.states.length === 1)
    expect(reconnected.states[0]).toEqual({ paused: true, locale: 'en-IN' })
    // Released while paused: it waits without a slot.
    await submitUse(client, viewer, card, (await getFreeCard(client, viewer, card))._id)
    const paused = await readQueue(client, creator)
    expect(paused.queue.at(-1)).toMatchObject({ status: 'queued', startsAt: null })

    expect((await act(creator, '/resume')).body.paused).toBe(false)
    await overlay.waitFor(() => overlay.controls.some((control) => control.action === 'resume'))
    expect((await readQueue(client, creator)).queue.every((use) => use.startsAt !== null)).toBe(true)
  })

  it('clears the queue: held and waiting uses go back to their viewers, the overlay drops them', async () => {
    const { creator, viewer, card, overlay, key } = await stage({ duration: 30 }, { reportShown: false })
    await submitUse(client, viewer, card, (await getFreeCard(client, viewer, card))._id)
    await overlay.waitFor((events) => events.length === 1)
    const waiting = await getFreeCard(client, viewer, card)
    await submitUse(client, viewer, card, waiting._id) // in line behind it
    const held = await getFreeCard(client, viewer, card)
    await submitUse(client, viewer, card, held._id, { cardTitle: 'Please' })
    // The overlay puts the first on screen: the one in line is sent, to show after the first's 30 s.
    expect((await reportShown(server.url, key, overlay.events[0]?.id ?? 0)).status).toBe(200)
    await overlay.waitFor((events) => events.length === 2)
    const queued = await owned(viewer, waiting._id)
    expect(queued).toMatchObject({ useStatus: 'queued', queuePlace: 1, shownAt: null })
    expect(Date.parse(queued?.startsAt ?? '') - Date.now()).toBeGreaterThan(20_000)
    const cleared = await act(creator, '/clear')
    expect(cleared.body.message).toBe(streamMessages.cleared(2))
    expect(cleared.body).toMatchObject({ held: [], queue: [] })
    expect(cleared.body.showing).not.toBeNull()
    await overlay.waitFor(() => overlay.controls.length === 1)
    expect(overlay.controls[0]).toMatchObject({ action: 'drop', eventIds: [overlay.events[1]?.id] })
    for (const id of [waiting._id, held._id]) {
      expect(await owned(viewer, id)).toMatchObject({
        isUsed: false,
        returnedReason: streamMessages.clearedReason,
      })
    }
  })

  it("refuses every queue action to a viewer and another creator's use to another creator (403), changing nothing", async () => {
    const { creator, viewer, card, overlay } = await stage()
    const other = await createCreatorAccount(server)
    const held = await submitUse(client, viewer, card, (await getFreeCard(client, viewer, card))._id, {
      cardTitle: 'Hi',
    })
    const id = String(held.body.useId)
    const actions: Array<[string, unknown?]> = [
      [`/${id}/approve`],
      [`/${id}/reject`, { reason: 'No' }],
      [`/replay/${id}`],
      ['/skip'],
      ['/pause'],
      ['/resume'],
      ['/clear'],
    ]
    for (const [path, json] of actions) {
      expect((await act(viewer, path, json)).status, `viewer ${path}`).toBe(403)
    }
    for (const [path, json] of actions.slice(0, 3)) {
      expect((await act(other, path, json)).status, `other creator ${path}`).toBe(403)
    }
    expect((await client.get('/auth/user/stream-queue', { token: viewer.token })).status).toBe(403)
    expect(
      (await client.put(`/auth/user/cards/${card._id}`, { cooldownSeconds: 9 }, { token: other.token }))
        .status,
    ).toBe(403)
    expect((await readQueue(client, creator)).held.map((use) => use.id)).toEqual([id])
    await settle()
    expect(overlay.events).toHaveLength(0)
    expect(overlay.controls).toHaveLength(0)
  })

  it('makes a viewer of a new streamer wait 60 s between two uses by default, any card, the same card never', async () => {
    clock.set(0)
    const creator = await createCreatorAccount(server)
    const viewer = await createVerifiedAccount(server)
    const sing = await createCard(client, creator, { cardTitle: 'Sing' })
    const dance = await createCard(client, creator, { cardTitle: 'Dance' })
    const settings = await client.get<{ settings: StreamSettings }>('/auth/user/stream-settings', {
      token: creator.token,
    })
    expect(settings.body.settings).toMatchObject({
      defaultCooldownSeconds: 0,
      defaultViewerCooldownSeconds: 60,
    })

    expect(
      (await submitUse(client, viewer, sing, (await getFreeCard(client, viewer, sing))._id)).status,
    ).toBe(200)
    // Another viewer may use the same card at once: no cooldown per card by default.
    const other = await createVerifiedAccount(server)
    expect((await submitUse(client, other, sing, (await getFreeCard(client, other, sing))._id)).status).toBe(
      200,
    )

    const purchase = await getFreeCard(client, viewer, dance)
    const refused = await submitUse(client, viewer, dance, purchase._id)
    expect(refused.status).toBe(429)
    expect(refused.body.error).toMatch(/^You used a card on this stream recently: try again in \d+ s\.$/)
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(50)
    expect(refused.body.retryAfterSeconds).toBeLessThanOrEqual(60)
    expect((await owned(viewer, purchase._id))?.isUsed).toBe(false)

    // The app can say so before Buy: every card of this streamer waits for this viewer, no other.
    const readiness = async (who: TestAccount, id = creator.userId) =>
      client.get<UseReadiness>(`/auth/user/use-readiness/${id}`, { token: who.token })
    const mine = (await readiness(viewer)).body
    expect(mine).toMatchObject({ status: 'success', live: false, waitingUses: 1, waitingLimit: 3 })
    expect(mine.cards.map((card) => card.cardId).sort()).toEqual([sing._id, dance._id].sort())
    for (const card of mine.cards) {
      expect(card.usableInSeconds).toBeGreaterThan(50)
      expect(card.usableInSeconds).toBeLessThanOrEqual(60)
    }
    expect((await readiness(await createVerifiedAccount(server))).body.cards).toEqual([])
    expect((await readiness(viewer, viewer.userId)).status).toBe(404)
    expect((await client.get(`/auth/user/use-readiness/${creator.userId}`)).status).toBe(401)

    clock.set(61_000)
    expect((await readiness(viewer)).body.cards).toEqual([])
    expect((await submitUse(client, viewer, dance, purchase._id)).status).toBe(200)
    clock.set(0)
  })

  it('answers a use inside a cooldown 429 with the seconds left, and allows it after', async () => {
    clock.set(0)
    const { creator, viewer, card } = await stage({ cooldownSeconds: 120 })
    const second = await createVerifiedAccount(server)
    expect(
      (await submitUse(client, viewer, card, (await getFreeCard(client, viewer, card))._id)).status,
    ).toBe(200)
    const purchase = await getFreeCard(client, second, card)
    const refused = await submitUse(client, second, card, purchase._id)
    expect(refused.status).toBe(429)
    expect(refused.body.error).toMatch(/^This card is cooling down: try again in \d+ s\.$/)
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(100)
    expect(refused.body.retryAfterSeconds).toBeLessThanOrEqual(120)
    expect(Number(refused.headers.get('retry-after'))).toBe(refused.body.retryAfterSeconds)
    expect((await owned(second, purchase._id))?.isUsed).toBe(false)
    clock.set(121_000)
    expect((await submitUse(client, second, card, purchase._id)).status).toBe(200)

    // Per viewer, from the streamer's default: another card of the same streamer waits too.
    await setStreamSettings(client, creator, { viewerText: 'live', defaultViewerCooldownSeconds: 60 })
    const otherCard = await createCard(client, creator, { cardTitle: 'Dance' })
    const waitForViewer = await submitUse(
      client,
      second,
      otherCard,
      (await getFreeCard(client, second, otherCard))._id,
    )
    expect(waitForViewer.status).toBe(429)
    expect(waitForViewer.body.error).toMatch(/^You used a card on this stream recently/)
    clock.set(0)
  })

  it('refuses a second unused free copy of a card, and gives one again once it is used', async () => {
    const { viewer, card } = await stage()
    const first = await getFreeCard(client, viewer, card)
    const second = await client.post(
      '/auth/user/createTransaction',
      { cardId: card._id, paymentId: 'free', orderId: 'free' },
      { token: viewer.token },
    )
    expect(second.status).toBe(409)
    expect(second.body.error).toBe(streamMessages.unusedFreeCard)
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.post(
          '/auth/user/createTransaction',
          { cardId: card._id, paymentId: 'free', orderId: 'free' },
          {
            token: viewer.token,
          },
        ),
      ),
    )
    expect(concurrent.every((response) => response.status === 409)).toBe(true)
    await submitUse(client, viewer, card, first._id)
    await getFreeCard(client, viewer, card)
  })

  it('saves stream settings and a card’s cooldowns and sound, refusing bad values', async () => {
    const { creator, card } = await stage()
    const saved = await client.put<{ settings: Record<string, unknown> }>(
      '/auth/user/stream-settings',
      {
        viewerText: 'live',
        blockedWords: [' Foo ', 'foo', 'BAR'],
        volume: 40,
        defaultCooldownSeconds: 10,
        defaultViewerCooldownSeconds: 0,
      },
      { token: creator.token },
    )
    expect(saved.body.settings).toMatchObject({ blockedWords: ['foo', 'bar'], volume: 40 })
    const read = await client.get<{ settings: Record<string, unknown> }>('/auth/user/stream-settings', {
      token: creator.token,
    })
    expect(read.body.settings).toEqual(saved.body.settings)
    for (const bad of [{ volume: 101 }, { viewerText: 'loud' }, { defaultCooldownSeconds: -1 }]) {
      const refused = await client.put(
        '/auth/user/stream-settings',
        { ...read.body.settings, ...bad },
        {
          token: creator.token,
        },
      )
      expect(refused.status, JSON.stringify(bad)).toBe(400)
    }
    const edited = await client.put<{ card: Record<string, unknown> }>(
      `/auth/user/cards/${card._id}`,
      { cooldownSeconds: 30, viewerCooldownSeconds: null, sound: 'coin' },
      { token: creator.token },
    )
    expect(edited.body.card).toMatchObject({
      cooldownSeconds: 30,
      viewerCooldownSeconds: null,
      sound: 'coin',
    })
    expect(
      (await client.put(`/auth/user/cards/${card._id}`, { sound: 'airhorn' }, { token: creator.token }))
        .status,
    ).toBe(400)
  })

  it('plays a card’s sound on the overlay at the streamer’s volume', async () => {
    const { creator, viewer, card, overlay } = await stage({ sound: 'chime' })
    await setStreamSettings(client, creator, { volume: 35 })
    await submitUse(client, viewer, card, (await getFreeCard(client, viewer, card))._id)
    await overlay.waitFor((events) => events.length === 1)
    expect(overlay.events[0]).toMatchObject({ sound: 'chime', volume: 35 })
  })

  it('tells the streamer’s Live page and the viewer’s My Cards when something changes', async () => {
    const { creator, viewer, card } = await stage()
    const streamerUpdates = await openLiveUpdates(server.url, creator.token)
    const viewerUpdates = await openLiveUpdates(server.url, viewer.token)
    const held = await submitUse(client, viewer, card, (await getFreeCard(client, viewer, card))._id, {
      cardTitle: 'Hey',
    })
    await streamerUpdates.waitFor('queue')
    await act(creator, `/${held.body.useId}/reject`, { reason: 'No' })
    await viewerUpdates.waitFor('uses')
    streamerUpdates.close()
    viewerUpdates.close()
    expect((await client.get('/auth/user/live-updates')).status).toBe(401)
  })
})
