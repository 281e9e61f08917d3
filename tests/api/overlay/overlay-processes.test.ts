import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createCard, getFreeCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount } from '../../support/factories'
import { type OverlayStream, openOverlayStream } from '../../support/overlay'
import { freePort } from '../../support/ports'
import { type ServerProcess, startServerProcess, stopServerProcess } from '../../support/server-process'
import { TEST_JWT_SECRET } from '../../support/test-server'
import { describeOnPostgres, useTestServer } from '../../support/use-test-server'

// Two server processes on one PostgreSQL: a card used through one reaches an overlay connected to
// the other, through LISTEN/NOTIFY. (On SQLite there is one process by design.)
describeOnPostgres('two server processes on one PostgreSQL', () => {
  const { server: first, client } = useTestServer('postgres')
  let second: ServerProcess | undefined
  let secondUrl: string
  const streams: OverlayStream[] = []

  // The second server is the real entry point in a child process, which useTestServer does not start.
  beforeAll(async () => {
    const port = await freePort()
    secondUrl = `http://127.0.0.1:${port}`
    second = await startServerProcess({
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cardcast-second-')),
      DATABASE_URL: first.app.config.databaseUrl,
      DATABASE_SCHEMA: first.app.config.databaseSchema,
      JWT_SECRET: TEST_JWT_SECRET,
      PUBLIC_URL: secondUrl,
      // Production refuses to start without SMTP: this instance mails through the test catcher.
      SMTP_URL: first.smtp.url,
      SEED_DEMO: '0',
      RATE_LIMIT: '0',
      NODE_ENV: 'production',
    })
  }, 60_000)

  afterAll(async () => {
    for (const stream of streams) stream.close()
    if (second) await stopServerProcess(second)
  })

  it('delivers a card used through one process to an overlay connected to the other', async () => {
    const creator = await createCreatorAccount(first)
    const viewer = await createVerifiedAccount(first)
    const card = await createCard(client, creator, { cardTitle: 'Cross-process wave' })
    const transaction = await getFreeCard(client, viewer, card)

    // The streamer's overlay connects to the second process, with the key the first one made.
    const url = (await client.get<{ url: string }>('/auth/user/showStreamerURL', { token: creator.token }))
      .body.url
    const key = new URL(url).searchParams.get('key') as string
    const stream = await openOverlayStream(secondUrl, key)
    streams.push(stream)
    expect(stream.status).toBe(200)

    const used = await client.post(
      '/auth/user/useCard',
      { cardId: card._id, transactionId: transaction._id },
      { token: viewer.token },
    )
    expect(used.status).toBe(200)
    await stream.waitFor((events) => events.some((event) => event.title === 'Cross-process wave'))
    expect(stream.events.filter((event) => event.title === 'Cross-process wave')).toHaveLength(1)
  })
})
