import { afterEach, beforeEach, expect, it } from 'vitest'
import { authMessages, limitMessages } from '../../../contract/messages'
import { createTestDatabase, type TestDatabase } from '../../support/databases'
import { createClient } from '../../support/http'
import { createTestStreamer, type OverlayStream, openOverlayStream } from '../../support/overlay'
import { startTestApp } from '../../support/test-server'
import { describeOnPostgres } from '../../support/use-test-server'

// Two instances on one PostgreSQL, as behind a load balancer: the per-address request limits and the
// caps on open overlay streams count what both hold (docs/instances.md), so a client cannot double
// its allowance by landing on the other instance.

const PER_KEY = 2
const PER_ADDRESS = 3

describeOnPostgres('limits shared by two instances on one PostgreSQL', () => {
  let database: TestDatabase
  const instances: Array<Awaited<ReturnType<typeof startTestApp>>> = []
  const streams: OverlayStream[] = []

  beforeEach(async () => {
    database = await createTestDatabase('postgres')
    const env = {
      RATE_LIMIT: '1',
      OVERLAY_MAX_STREAMS_PER_KEY: String(PER_KEY),
      OVERLAY_MAX_STREAMS_PER_ADDRESS: String(PER_ADDRESS),
    }
    instances.push(await startTestApp(database, env), await startTestApp(database, env))
  })
  afterEach(async () => {
    for (const opened of streams.splice(0)) opened.close()
    for (const instance of instances.splice(0)) await instance.app.close()
    await database?.drop()
  })

  const [a, b] = [0, 1].map((index) => () => {
    const instance = instances[index]
    if (!instance) throw new Error('instance not started')
    return instance
  }) as [() => (typeof instances)[number], () => (typeof instances)[number]]

  const open = async (url: string, key: string) => {
    const opened = await openOverlayStream(url, key, { reportShown: false })
    streams.push(opened)
    return opened
  }

  it('counts one address’s logins on both instances: the 21st in a minute is refused on either', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) {
      const url = i % 2 === 0 ? a().url : b().url
      const answer = await createClient(url).post('/auth/user/login-user', {
        emailId: `nobody${i}@example.test`,
        password: 'wrong-one',
      })
      statuses.push(answer.status)
    }
    expect(statuses).toEqual(Array(20).fill(401))
    for (const url of [a().url, b().url]) {
      const refused = await createClient(url).post('/auth/user/login-user', {
        emailId: 'nobody@example.test',
        password: 'wrong-one',
      })
      expect(refused.status).toBe(429)
      expect(refused.body.error).toBe(authMessages.tooManyRequests)
    }
  })

  it('caps the streams of one stream key across instances, and frees the place when one closes', async () => {
    const streamer = await createTestStreamer(a().app)
    const onA = await open(a().url, streamer.key)
    const onB = await open(b().url, streamer.key)
    expect([onA.status, onB.status]).toEqual([200, 200])
    // Each instance reports its streams within the presence flush; then A sees B's.
    await expect
      .poll(async () => (await a().app.overlayBus.streamsOpenElsewhere(streamer.key, '127.0.0.1')).forKey)
      .toBe(1)

    const refused = await open(a().url, streamer.key)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ status: 'error', error: limitMessages.overlayTooManyForKey })

    onB.close()
    await expect
      .poll(async () => (await a().app.overlayBus.streamsOpenElsewhere(streamer.key, '127.0.0.1')).forKey)
      .toBe(0)
    expect((await open(a().url, streamer.key)).status).toBe(200)
  })

  it('caps the streams of one client address across instances', async () => {
    const keys = await Promise.all(
      Array.from({ length: PER_ADDRESS + 1 }, async () => (await createTestStreamer(a().app)).key),
    )
    const opened = [
      await open(a().url, keys[0] as string),
      await open(b().url, keys[1] as string),
      await open(b().url, keys[2] as string),
    ]
    expect(opened.map((stream) => stream.status)).toEqual([200, 200, 200])
    await expect
      .poll(async () => (await a().app.overlayBus.streamsOpenElsewhere('', '127.0.0.1')).forAddress)
      .toBe(2)

    const refused = await open(a().url, keys[3] as string)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ status: 'error', error: limitMessages.overlayTooManyForAddress })
  })
})
