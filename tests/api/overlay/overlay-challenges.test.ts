import { afterAll, expect, it } from 'vitest'
import { createTestStreamer, type OverlayStream, openOverlayStream } from '../../support/overlay'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

const DEMO = { title: 'Complete 5 headshots in the next 10 minutes', description: 'Bonus XP: 500' }

describeOnEachDialect('next challenge (default schedule) on %s', (dialect) => {
  const { client } = useTestServer(dialect)

  it('tells anyone when the next challenge comes and what it is', async () => {
    const before = Date.now()
    const answer = await client.get<{
      nextAt: string
      secondsLeft: number
      challenge: { title: string; description: string }
    }>('/auth/user/next-challenge')
    expect(answer.status).toBe(200)
    const { nextAt, secondsLeft, challenge } = answer.body
    const at = Date.parse(nextAt)
    expect(new Date(at).toISOString()).toBe(nextAt)
    expect(at % (30 * 60_000)).toBe(0)
    expect(at).toBeGreaterThan(before)
    expect(at - before).toBeLessThanOrEqual(30 * 60_000)
    expect(Number.isInteger(secondsLeft)).toBe(true)
    expect(Math.abs(secondsLeft - (at - before) / 1000)).toBeLessThan(2)
    expect(challenge).toEqual({
      title: expect.any(String),
      description: expect.stringMatching(/^Bonus XP: \d+$/),
    })
  })
})

describeOnEachDialect('timed challenges on %s', (dialect) => {
  const INTERVAL_MINUTES = 0.025 // 1.5 s slots, so that the real timer fires during the test
  const { server, client } = useTestServer(dialect, {
    env: { CHALLENGE_INTERVAL_MINUTES: String(INTERVAL_MINUTES) },
  })
  const streams: OverlayStream[] = []
  afterAll(() => {
    for (const stream of streams) stream.close()
  })

  it('broadcasts each slot to every creator once, branded on the free plan only', async () => {
    const free = await createTestStreamer(server.app)
    const pro = await createTestStreamer(server.app, { plan: 'pro' })
    const [freeStream, proStream] = await Promise.all([
      openOverlayStream(server.url, free.key),
      openOverlayStream(server.url, pro.key),
    ])
    streams.push(freeStream, proStream)
    const challenges = (stream: OverlayStream) => stream.events.filter((event) => event.kind === 'challenge')

    await freeStream.waitFor(() => challenges(freeStream).length >= 2, 10_000)
    await proStream.waitFor(() => challenges(proStream).length >= 2, 10_000)
    const freeIds = challenges(freeStream).map((event) => event.id)
    expect(new Set(freeIds).size).toBe(freeIds.length)
    expect(challenges(freeStream)[0]).toMatchObject({
      kind: 'challenge',
      title: expect.any(String),
      description: expect.stringMatching(/^Bonus XP/),
      usedBy: null,
      branding: { siteName: 'Cardcast', siteLogo: '/logo.svg' },
    })
    expect(challenges(proStream)[0]?.branding).toBeUndefined()
    // The countdown follows the same schedule.
    const next = (await client.get<{ nextAt: string }>('/auth/user/next-challenge')).body
    expect(Date.parse(next.nextAt) % (INTERVAL_MINUTES * 60_000)).toBe(0)
  })

  it('seeds the landing page demo into the schedule', async () => {
    const rows = await server.app.db
      .selectFrom('overlay_challenges')
      .selectAll()
      .orderBy('position')
      .execute()
    expect(rows.length).toBeGreaterThanOrEqual(7)
    expect(rows[0]).toMatchObject(DEMO)
  })
})
