import { afterAll, afterEach, expect, it } from 'vitest'
import type { OwnedCard } from '../../../contract/purchases'
import { SKIP_GIVE_BACK_SECONDS, type StreamQueue, streamMessages } from '../../../contract/stream'
import { buyPaidCard, createCard, getFreeCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { createClockFile } from '../../support/money'
import { type OverlayStream, openOverlayStream, reportShown } from '../../support/overlay'
import { allowBackToBackUses, readQueue, streamKeyOf, submitUse } from '../../support/stream'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Skipping what shows: the use is marked skipped (not shown), or, when the streamer gives the card
// back, returned to its viewer unused with the streamer's name in the reason. Left to the default, a
// paid card goes back when it appeared at most SKIP_GIVE_BACK_SECONDS ago; a free one never does.
describeOnEachDialect('skipping the card on screen on %s', (dialect) => {
  const clock = createClockFile()
  const { server, client } = useTestServer(dialect, {
    env: () => ({ CLOCK_OFFSET_FILE: clock.file, DELIVERY_SWEEP_SECONDS: '3600' }),
  })
  const streams: OverlayStream[] = []
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close()
    clock.set(0)
  })
  afterAll(() => clock.remove())

  /** A card of `price` rupees used by a viewer and reported on screen by the streamer's overlay. */
  async function onScreen(price: number) {
    const creator = await createCreatorAccount(server)
    await allowBackToBackUses(server.app.db, creator.userId)
    const viewer = await createVerifiedAccount(server)
    const card = await createCard(client, creator, {
      cardTitle: 'Sing',
      description: 'A song',
      duration: 60,
      price,
    })
    const purchase =
      price > 0 ? await buyPaidCard(client, viewer, card) : await getFreeCard(client, viewer, card)
    const key = await streamKeyOf(client, creator)
    const overlay = await openOverlayStream(server.url, key, { reportShown: false })
    streams.push(overlay)
    const used = await submitUse(client, viewer, card, purchase._id)
    expect(used.status).toBe(200)
    await overlay.waitFor((events) => events.length === 1)
    const eventId = overlay.events[0]?.id ?? 0
    expect((await reportShown(server.url, key, eventId)).status).toBe(200)
    return {
      creator,
      viewer,
      card,
      transactionId: purchase._id,
      useId: String(used.body.useId),
      overlay,
      eventId,
    }
  }

  const owned = async (viewer: TestAccount, transactionId: string) =>
    (
      await client.get<{ cards: OwnedCard[] }>('/auth/user/getUserCards', { token: viewer.token })
    ).body.cards.find((card) => card.transactionId === transactionId)

  const skip = (creator: TestAccount, body?: { giveBack?: unknown }) =>
    client.post<StreamQueue & { message: string }>('/auth/user/stream-queue/skip', body, {
      token: creator.token,
    })

  it('marks a free card skipped, not shown, and keeps it used by default', async () => {
    const { creator, viewer, transactionId, useId, overlay, eventId } = await onScreen(0)
    expect((await readQueue(client, creator)).showing).toMatchObject({ id: useId, paid: false })
    const answer = await skip(creator)
    expect(answer.status).toBe(200)
    expect(answer.body.message).toBe(streamMessages.skipped)
    expect(answer.body.showing).toBeNull()
    expect(answer.body.history[0]).toMatchObject({ id: useId, status: 'skipped', reason: null })
    expect(await owned(viewer, transactionId)).toMatchObject({
      isUsed: true,
      useStatus: 'skipped',
      shownAt: expect.any(String),
      returnedReason: null,
    })
    await overlay.waitFor(() => overlay.controls.some((control) => control.action === 'skip'))
    expect(overlay.controls).toContainEqual(expect.objectContaining({ action: 'skip', eventIds: [eventId] }))
    // Nothing shows now: a second skip is refused.
    expect((await skip(creator)).status).toBe(409)
  })

  it(`gives a paid card back by default within ${SKIP_GIVE_BACK_SECONDS} s of appearing; it can be used again`, async () => {
    const { creator, viewer, card, transactionId, useId } = await onScreen(49)
    expect((await readQueue(client, creator)).showing).toMatchObject({ id: useId, paid: true })
    const answer = await skip(creator, {})
    expect(answer.status).toBe(200)
    expect(answer.body.message).toBe(streamMessages.skippedGivenBack)
    const reason = streamMessages.skippedReason(creator.username)
    expect(answer.body.history[0]).toMatchObject({ id: useId, status: 'rejected', reason })
    expect(await owned(viewer, transactionId)).toMatchObject({
      isUsed: false,
      useStatus: 'rejected',
      returnedReason: reason,
    })
    // Given back: the streamer cannot replay it, and the viewer can use it again.
    expect(
      (await client.post(`/auth/user/stream-queue/replay/${useId}`, {}, { token: creator.token })).status,
    ).toBe(409)
    expect((await submitUse(client, viewer, card, transactionId)).status).toBe(200)
  })

  it(`keeps a paid card skipped after ${SKIP_GIVE_BACK_SECONDS} s on screen, unless the streamer gives it back`, async () => {
    const late = await onScreen(49)
    clock.set((SKIP_GIVE_BACK_SECONDS + 2) * 1000)
    const kept = await skip(late.creator)
    expect(kept.body.message).toBe(streamMessages.skipped)
    expect(await owned(late.viewer, late.transactionId)).toMatchObject({ isUsed: true, useStatus: 'skipped' })

    clock.set(0)
    const chosen = await onScreen(49)
    clock.set((SKIP_GIVE_BACK_SECONDS + 2) * 1000)
    expect((await skip(chosen.creator, { giveBack: true })).body.message).toBe(
      streamMessages.skippedGivenBack,
    )
    expect(await owned(chosen.viewer, chosen.transactionId)).toMatchObject({
      isUsed: false,
      returnedReason: streamMessages.skippedReason(chosen.creator.username),
    })
  })

  it('keeps a paid card just on screen when the streamer says so, and refuses a giveBack that is no boolean', async () => {
    const { creator, viewer, transactionId } = await onScreen(49)
    expect((await skip(creator, { giveBack: 'yes' })).status).toBe(400)
    expect((await readQueue(client, creator)).showing).not.toBeNull()
    expect((await skip(creator, { giveBack: false })).body.message).toBe(streamMessages.skipped)
    expect(await owned(viewer, transactionId)).toMatchObject({ isUsed: true, useStatus: 'skipped' })
  })
})
