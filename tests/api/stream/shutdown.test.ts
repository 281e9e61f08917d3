import http from 'node:http'
import { expect, it } from 'vitest'
import { createCreatorAccount, createVerifiedAccount } from '../../support/factories'
import { startTestServer } from '../../support/test-server'
import { describeOnEachDialect } from '../../support/use-test-server'

// A server that stops (a deploy's SIGTERM, a test's teardown) ends the streams its pages hold open
// (`GET /auth/user/live-updates`) before it waits for its connections: left to its onClose hooks,
// which run only once every connection has gone, those streams held the shutdown for as long as a
// browser kept the page open.

describeOnEachDialect('stopping the server on %s', (dialect) => {
  it('ends the pages’ live-update streams and finishes closing while they are open', async () => {
    const server = await startTestServer(dialect)
    const [viewer, creator] = [await createVerifiedAccount(server), await createCreatorAccount(server)]
    const streams = await Promise.all(
      [viewer, creator].map((account) => openLiveUpdates(server.url, account.token)),
    )

    await server.close()

    // Each page sees its stream end, and reconnects elsewhere (EventSource's `retry`).
    await Promise.all(streams.map((stream) => expect(stream.ended).resolves.toBe('ended')))
  })
})

/** The live-update stream as the app reads it; `ended` settles once the server ends it. */
function openLiveUpdates(baseUrl: string, token: string) {
  return new Promise<{ ended: Promise<string> }>((resolve, reject) => {
    const request = http.get(
      new URL('/auth/user/live-updates', baseUrl),
      { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, agent: false },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`live-updates: ${response.statusCode}`))
        response.resume()
        resolve({ ended: new Promise((done) => response.once('close', () => done('ended'))) })
      },
    )
    request.on('error', reject)
  })
}
