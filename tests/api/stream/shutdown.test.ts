import { expect, it } from 'vitest'
import { createCreatorAccount, createVerifiedAccount } from '../../support/factories'
import { openLiveUpdates } from '../../support/live-updates'
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
    await expect(Promise.all(streams.map((stream) => stream.ended))).resolves.toHaveLength(2)
  })
})
