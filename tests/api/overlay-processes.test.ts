import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCreatorAccount, createVerifiedAccount } from '../support/accounts'
import { createCard, getFreeCard } from '../support/cards'
import { availableDialects } from '../support/databases'
import { createClient } from '../support/http'
import { type OverlayStream, openOverlayStream } from '../support/overlay'
import { freePort } from '../support/ports'
import { startTestServer, TEST_JWT_SECRET, type TestServer } from '../support/test-server'

// Two server processes on one PostgreSQL: a card used through one reaches an overlay connected to
// the other, through LISTEN/NOTIFY. (On SQLite there is one process by design.)
const dialects = (await availableDialects()).filter((dialect) => dialect === 'postgres')

describe.skipIf(dialects.length === 0)('two server processes on one PostgreSQL', () => {
  let first: TestServer
  let second: ChildProcess
  let secondUrl: string
  const streams: OverlayStream[] = []

  beforeAll(async () => {
    first = await startTestServer('postgres')
    const port = await freePort()
    secondUrl = `http://127.0.0.1:${port}`
    second = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'cardcast-second-')),
        DATABASE_URL: first.app.ctx.config.databaseUrl,
        DATABASE_SCHEMA: first.app.ctx.config.databaseSchema,
        JWT_SECRET: TEST_JWT_SECRET,
        PUBLIC_URL: secondUrl,
        SEED_DEMO: '0',
        RATE_LIMIT: '0',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    second.stdout?.on('data', (chunk) => {
      output += chunk
    })
    second.stderr?.on('data', (chunk) => {
      output += chunk
    })
    const deadline = Date.now() + 30_000
    while (!output.includes('Cardcast is running')) {
      if (Date.now() > deadline || second.exitCode !== null)
        throw new Error(`second server did not start:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }, 60_000)

  afterAll(async () => {
    for (const stream of streams) stream.close()
    if (second && second.exitCode === null) {
      const exited = new Promise((resolve) => second.once('exit', resolve))
      second.kill('SIGTERM')
      await exited
    }
    await first?.close()
  })

  it('delivers a card used through one process to an overlay connected to the other', async () => {
    const client = createClient(first.url)
    const creator = await createCreatorAccount(first, client)
    const viewer = await createVerifiedAccount(first, client)
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
