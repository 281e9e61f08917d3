import { afterAll, expect, it } from 'vitest'
import type { StreamQueue } from '../../../contract/stream'
import { streamMessages } from '../../../contract/stream'
import { createCard, getFreeCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { type OverlayStream, openOverlayStream } from '../../support/overlay'
import { allowBackToBackUses, eventually, readQueue, streamKeyOf, submitUse } from '../../support/stream'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// A viewer is mailed when the streamer's line sends their used card back: rejected (with the
// streamer's reason), returned (the line cleared, the stream offline, the card not shown), or
// skipped on screen; once per use and action, never for a withdrawal of their own.
describeOnEachDialect('mail about used cards on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)
  const streams: OverlayStream[] = []
  afterAll(() => {
    for (const stream of streams) stream.close()
  })
  const act = (creator: TestAccount, path: string, json?: unknown) =>
    client.post<StreamQueue & { message: string }>(`/auth/user/stream-queue${path}`, json ?? {}, {
      token: creator.token,
    })
  const subjectsTo = (viewer: TestAccount) => server.smtp.to(viewer.emailId).map((mail) => mail.subject)
  /** Lets a moment pass for anything the server would (wrongly) send. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 400))

  it('mails a rejected card with the reason, a cleared one as returned, a skipped one, and no withdrawal', async () => {
    const creator = await createCreatorAccount(server)
    await allowBackToBackUses(server.app.db, creator.userId)
    const viewer = await createVerifiedAccount(server)
    const card = await createCard(client, creator, { cardTitle: 'Sing', description: 'A song', duration: 30 })

    // One card, used again each time it comes back. Edited text is held for approval; the streamer
    // rejects it with a reason.
    const purchase = await getFreeCard(client, viewer, card)
    const held = await submitUse(client, viewer, card, purchase._id, {
      cardTitle: 'Sing my song',
    })
    expect((await act(creator, `/${held.body.useId}/reject`, { reason: 'Not tonight' })).status).toBe(200)
    const rejected = await server.smtp.waitForMail(viewer.emailId, { subject: /^Your card was rejected: / })
    expect(rejected.subject).toBe('Your card was rejected: Sing my song')
    expect(rejected.text).toContain('Reason: Not tonight')
    expect(rejected.text).toContain('/my-cards')

    // Withdrawn by the viewer: their own doing, no mail. Cleared by the streamer: returned, with why.
    const mine = await submitUse(client, viewer, card, purchase._id, {
      cardTitle: 'Take it back',
    })
    expect(
      (await client.post(`/auth/user/uses/${mine.body.useId}/withdraw`, {}, { token: viewer.token })).status,
    ).toBe(200)
    await submitUse(client, viewer, card, purchase._id, {
      cardTitle: 'Clear me',
    })
    expect((await act(creator, '/clear')).status).toBe(200)
    const returned = await server.smtp.waitForMail(viewer.emailId, { subject: /^Your card was returned: / })
    expect(returned.subject).toBe('Your card was returned: Clear me')
    expect(returned.text).toContain(`Reason: ${streamMessages.clearedReason}`)

    // On screen, then skipped by the streamer.
    const overlay = await openOverlayStream(server.url, await streamKeyOf(client, creator))
    streams.push(overlay)
    await submitUse(client, viewer, card, purchase._id)
    await overlay.waitFor((events) => events.length === 1)
    await eventually(
      () => readQueue(client, creator),
      (queue) => queue.showing !== null,
    )
    expect((await act(creator, '/skip')).status).toBe(200)
    const skipped = await server.smtp.waitForMail(viewer.emailId, { subject: /^Your card was skipped: / })
    expect(skipped.subject).toBe('Your card was skipped: Sing')

    await settle()
    expect(
      subjectsTo(viewer)
        .filter((subject) => subject.startsWith('Your card was'))
        .sort(),
    ).toEqual([
      'Your card was rejected: Sing my song',
      'Your card was returned: Clear me',
      'Your card was skipped: Sing',
    ])
  })
})
