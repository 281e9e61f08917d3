import { gunzipSync } from 'node:zlib'
import { expect, it } from 'vitest'
import type { Card } from '../../../contract/cards'
import { STREAMERS_PAGE_SIZE } from '../../../contract/streamers'
import { createCard, getFreeCard } from '../../support/cards'
import {
  createCreatorAccount,
  createVerifiedAccount,
  type TestAccount,
  uniqueName,
} from '../../support/factories'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Security review, item 7: streamers could be enumerated by email address (getStreamerCards/{email}
// answered 200 for any account and 404 for none) and every public answer published creators' addresses.
// Each test makes the attack and shows it now fails.

interface Streamer {
  _id: string
  username: string
  emailId: string
}

describeOnEachDialect('enumeration and exposed emails on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)

  const streamers = async (q?: string) => {
    const path =
      q === undefined ? '/auth/user/getStreamers' : `/auth/user/getStreamers?q=${encodeURIComponent(q)}`
    const response = await client.get<{ streamers: Streamer[] }>(path)
    expect(response.status).toBe(200)
    return response
  }
  /** The raw text of an answer does not hold `account`'s address, in any case. */
  const expectNoAddress = (text: string, ...accounts: TestAccount[]) => {
    for (const account of accounts) expect(text.toLowerCase()).not.toContain(account.emailId.toLowerCase())
  }

  it('answers getStreamerCards by email, by a viewer id and by an unknown id with the same 404', async () => {
    const creator = await createCreatorAccount(server)
    const viewer = await createVerifiedAccount(server)
    await createCard(client, creator)

    // The attack: probe addresses (and ids) to learn which are accounts.
    const probes = [
      creator.emailId,
      viewer.emailId,
      'nobody@example.test',
      viewer.userId,
      'ffffffffffffffffffffffff',
    ]
    const answers = await Promise.all(
      probes.map((probe) => client.get(`/auth/user/getStreamerCards/${encodeURIComponent(probe)}`)),
    )
    for (const [index, answer] of answers.entries()) {
      expect(answer.status, probes[index]).toBe(404)
      expect(answer.body, probes[index]).toEqual(answers[0]?.body)
    }
    // A creator's id (what getStreamers and every card give) still opens their cards.
    const own = await client.get<{ cards: Card[] }>(`/auth/user/getStreamerCards/${creator.userId}`)
    expect(own.status).toBe(200)
    expect(own.body.cards).toHaveLength(1)
  })

  it('publishes no email address in getStreamers, getCards (plain and gzipped) or getStreamerCards', async () => {
    const creator = await createCreatorAccount(server)
    const card = await createCard(client, creator, { cardTitle: 'Exposure check' })

    const list = await streamers(creator.username)
    const listed = list.body.streamers.find((streamer) => streamer._id === creator.userId)
    expect(listed).toMatchObject({ username: creator.username, emailId: '' })
    expectNoAddress(JSON.stringify(list.body), creator)

    const market = await fetch(`${server.url}/auth/user/getCards`)
    const marketText = await market.text()
    expectNoAddress(marketText, creator)
    expect((JSON.parse(marketText) as { cards: Card[] }).cards.find((c) => c._id === card._id)).toMatchObject(
      { streamerEmailId: creator.userId, creatorName: creator.username },
    )
    const zipped = Buffer.from(
      await (
        await fetch(`${server.url}/auth/user/getCards`, { headers: { 'accept-encoding': 'gzip' } })
      ).arrayBuffer(),
    )
    // fetch may or may not have inflated it already.
    const zippedText = zipped[0] === 0x1f ? gunzipSync(zipped).toString() : zipped.toString()
    expectNoAddress(zippedText, creator)

    const byStreamer = await client.get<{ cards: Card[] }>(`/auth/user/getStreamerCards/${creator.userId}`)
    expectNoAddress(JSON.stringify(byStreamer.body), creator)
    expect(byStreamer.body.cards[0]?.streamerEmailId).toBe(creator.userId)

    // The card as created, and as a buyer owns it: the streamer id there too.
    expect(card.streamerEmailId).toBe(creator.userId)
    const buyer = await createVerifiedAccount(server)
    await getFreeCard(client, buyer, card)
    const owned = await client.get<{ cards: Card[] }>('/auth/user/getUserCards', { token: buyer.token })
    expect(owned.body.cards.find((c) => c._id === card._id)?.streamerEmailId).toBe(creator.userId)
    expectNoAddress(JSON.stringify(owned.body), creator)
  })

  it('searches streamers by username, and by a whole address only for a signed-in caller; never answers one', async () => {
    const alpha = await createCreatorAccount(server)
    const beta = await createCreatorAccount(server)
    const viewer = await createVerifiedAccount(server)

    const ids = async (q: string, token?: string) => {
      const response = await client.get<{ streamers: Streamer[] }>(
        `/auth/user/getStreamers?q=${encodeURIComponent(q)}`,
        { token },
      )
      expect(response.status).toBe(200)
      expectNoAddress(JSON.stringify(response.body), alpha, beta, viewer)
      return response.body.streamers.map((streamer) => streamer._id)
    }
    // By a part of the username, in another case.
    expect(await ids(alpha.username.slice(2).toUpperCase())).toEqual([alpha.userId])
    // The attack: spell an address out a part at a time. No part of an address finds anyone.
    const [local, domain] = beta.emailId.split('@') as [string, string]
    expect(await ids(`${local.slice(-4)}@EXAMPLE`)).toEqual([])
    expect(await ids(`@${domain}`)).toEqual([])
    expect(await ids(beta.emailId.slice(0, -1), viewer.token)).toEqual([])
    // The whole address: nobody for an anonymous caller, the streamer for a signed-in one.
    expect(await ids(beta.emailId)).toEqual([])
    expect(await ids(beta.emailId.toUpperCase(), viewer.token)).toEqual([beta.userId])
    // Creators only: a viewer's address finds nobody.
    expect(await ids(viewer.emailId, alpha.token)).toEqual([])
    expect(await ids('no-such-streamer-anywhere')).toEqual([])
    // Wildcards are text, not patterns.
    expect(await ids('%')).toEqual([])
    expect(await ids('_')).toEqual([])
    // An overlong search is refused.
    expect((await client.get(`/auth/user/getStreamers?q=${'a'.repeat(101)}`)).status).toBe(400)
  })

  it('answers the streamers a page at a time, with the total, each once', async () => {
    const made = [
      await createCreatorAccount(server),
      await createCreatorAccount(server),
      await createCreatorAccount(server),
    ]
    type Page = { streamers: Streamer[]; nextCursor: string | null; total: number }
    const seen: string[] = []
    let cursor: string | null = null
    let total = 0
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''
      const page: { status: number; body: Page } = await client.get<Page>(
        `/auth/user/getStreamers?limit=2${query}`,
      )
      expect(page.status).toBe(200)
      expect(page.body.streamers.length).toBeLessThanOrEqual(2)
      seen.push(...page.body.streamers.map((streamer) => streamer._id))
      total = page.body.total
      cursor = page.body.nextCursor
    } while (cursor)
    expect(seen).toHaveLength(total)
    expect(new Set(seen).size).toBe(total)
    expect(seen).toEqual(expect.arrayContaining(made.map((creator) => creator.userId)))
    // Without a limit, a page of STREAMERS_PAGE_SIZE at most; a forged cursor is a 400.
    const first = await client.get<Page>('/auth/user/getStreamers')
    expect(first.body.streamers.length).toBeLessThanOrEqual(STREAMERS_PAGE_SIZE)
    expect((await client.get('/auth/user/getStreamers?cursor=not-a-cursor')).status).toBe(400)
    expect((await client.get('/auth/user/getStreamers?limit=1000')).status).toBe(400)
  })
})

describeOnEachDialect('resend-otp answers alike on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)

  it('throttles an unknown or verified address exactly as one waiting for its code', async () => {
    // The attack: only known addresses were throttled, so a second quick resend told them apart.
    const pending = await createVerifiedAccount(server, { verified: false })
    const verified = await createVerifiedAccount(server)
    const addresses = [pending.emailId, verified.emailId, `${uniqueName('nobody')}@example.test`]
    // The same fields and words; times and counts may differ by the moments between the calls.
    const shape = (body: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(body).map(([key, value]) => [
          key,
          key.endsWith('At') ? typeof value : typeof value === 'string' ? value.replace(/\d+/g, '#') : value,
        ]),
      )
    const first = await Promise.all(
      addresses.map((emailId) => client.post('/auth/user/resend-otp', { emailId })),
    )
    const second = await Promise.all(
      addresses.map((emailId) => client.post('/auth/user/resend-otp', { emailId })),
    )
    for (const answers of [first, second]) {
      const [model, ...others] = answers
      for (const answer of others) {
        expect(answer.status).toBe(model?.status)
        expect(shape(answer.body)).toEqual(shape(model?.body ?? {}))
      }
    }
    expect(first[0]?.status).toBe(200)
    expect(second[0]?.status).toBe(429)
    // Only the pending account got a code.
    expect(server.smtp.countTo(pending.emailId)).toBe(1)
    expect(server.smtp.countTo(verified.emailId)).toBe(0)
  })
})

describeOnEachDialect('streamer search limits on %s', (dialect) => {
  const { server, client } = useTestServer(dialect, { env: { RATE_LIMIT: '1' } })

  it('limits searches per client (guessing an address one character at a time is slow), not the plain list', async () => {
    await createCreatorAccount(server)
    const statuses: number[] = []
    for (let index = 0; index < 61; index++) {
      statuses.push((await client.get(`/auth/user/getStreamers?q=guess${index}`)).status)
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true)
    expect(statuses[60]).toBe(429)
    expect((await client.get('/auth/user/getStreamers')).status).toBe(200)
    expect((await client.get('/auth/user/getStreamers?q=')).status).toBe(200)
  })
})
