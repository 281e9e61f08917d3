import { gunzipSync } from 'node:zlib'
import { expect, it } from 'vitest'
import type { Card } from '../../src/contract/cards'
import { createCard, getFreeCard } from '../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../support/factories'
import { describeOnEachDialect, useTestServer } from '../support/use-test-server'

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

    const list = await streamers()
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

  it('searches streamers by username or email on the server, case-insensitively, without returning the address', async () => {
    const alpha = await createCreatorAccount(server)
    const beta = await createCreatorAccount(server)
    const viewer = await createVerifiedAccount(server)

    const ids = async (q: string) => {
      const response = await streamers(q)
      expectNoAddress(JSON.stringify(response.body), alpha, beta, viewer)
      return response.body.streamers.map((streamer) => streamer._id)
    }
    // By a part of the username, in another case.
    expect(await ids(alpha.username.slice(2).toUpperCase())).toEqual([alpha.userId])
    // By a part of the email address (the part past the username), in another case.
    const local = beta.emailId.split('@')[0] as string
    expect(await ids(`${local.slice(-4)}@EXAMPLE`)).toEqual([beta.userId])
    expect(await ids(beta.emailId.toUpperCase())).toEqual([beta.userId])
    // Creators only: a viewer's address finds nobody.
    expect(await ids(viewer.emailId)).toEqual([])
    expect(await ids('no-such-streamer-anywhere')).toEqual([])
    // Wildcards are text, not patterns.
    expect(await ids('%')).toEqual([])
    expect(await ids('_')).toEqual([])
    // Empty or blank: every creator.
    expect(await ids('  ')).toEqual(expect.arrayContaining([alpha.userId, beta.userId]))
    // An overlong search is refused.
    expect((await client.get(`/auth/user/getStreamers?q=${'a'.repeat(101)}`)).status).toBe(400)
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
