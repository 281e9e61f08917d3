import { gunzipSync } from 'node:zlib'
import { expect, it } from 'vitest'
import type { Card } from '../../../contract/cards'
import { createCard, getFreeCard, sampleCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, uniqueName } from '../../support/factories'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

describeOnEachDialect('cards on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)

  const market = async () => (await client.get<{ cards: Card[] }>('/auth/user/getCards')).body.cards

  it('lets a creator publish a card whose author comes from the token, not the body', async () => {
    const creator = await createCreatorAccount(server)
    const response = await client.post(
      '/auth/user/createCard',
      sampleCard({ price: 49.5, creatorName: 'Someone Else', streamerEmailId: 'victim@example.test' }),
      { token: creator.token },
    )
    expect(response.status).toBe(201)
    expect(response.body.card).toMatchObject({
      cardTitle: 'Sing a song',
      price: 49.5,
      creatorName: creator.username,
      streamerEmailId: creator.userId,
      duration: 10,
      category: ['Challenge'],
    })
    const card = response.body.card as Card
    expect((await market()).map((c) => c._id)).toContain(card._id)
  })

  it('refuses card creation to viewers and to bad prices, and stores nothing', async () => {
    const viewer = await createVerifiedAccount(server)
    const creator = await createCreatorAccount(server)
    const before = (await market()).length
    const byViewer = await client.post('/auth/user/createCard', sampleCard(), { token: viewer.token })
    expect(byViewer.status).toBe(403)
    expect(byViewer.body.error).toBe('You must be a creator to access this page.')
    for (const [price, message] of [
      [-1, 'Price cannot be negative.'],
      [1.234, 'Price can have at most two decimals.'],
      ['12', 'Price must be a number.'],
    ] as const) {
      const response = await client.post('/auth/user/createCard', sampleCard({ price }), {
        token: creator.token,
      })
      expect(response.status).toBe(400)
      expect(response.body.error).toBe(message)
    }
    const noTitle = await client.post('/auth/user/createCard', sampleCard({ cardTitle: '' }), {
      token: creator.token,
    })
    expect(noTitle.body.error).toBe('Title is required.')
    const otherImage = await client.post(
      '/auth/user/createCard',
      sampleCard({ imageUrl: 'https://evil/x.png' }),
      {
        token: creator.token,
      },
    )
    expect(otherImage.status).toBe(400)
    expect((await market()).length).toBe(before)
  })

  it('lets only the author delete a card; a deleted card leaves the market but its purchases keep working', async () => {
    const author = await createCreatorAccount(server)
    const rival = await createCreatorAccount(server)
    const viewer = await createVerifiedAccount(server)
    const card = await createCard(client, author)
    await getFreeCard(client, viewer, card)

    for (const token of [rival.token, viewer.token]) {
      const response = await client.delete(`/auth/user/deleteCard/${card._id}`, { token })
      expect(response.status).toBe(403)
    }
    expect((await market()).map((c) => c._id)).toContain(card._id)

    const deleted = await client.delete(`/auth/user/deleteCard/${card._id}`, { token: author.token })
    expect(deleted.body).toMatchObject({ status: 'success', message: 'Card deleted successfully.' })
    expect((await market()).map((c) => c._id)).not.toContain(card._id)
    const owned = await client.get<{ cards: Array<{ _id: string; isUsed: boolean }> }>(
      '/auth/user/getUserCards',
      {
        token: viewer.token,
      },
    )
    expect(owned.body.cards.find((c) => c._id === card._id)).toMatchObject({ isUsed: false })
  })

  it('searches the market by card title and by streamer name, ignoring case', async () => {
    const ravi = await createCreatorAccount(server, { username: uniqueName('RaviLive') })
    const other = await createCreatorAccount(server)
    const byRavi = await createCard(client, ravi, { cardTitle: 'Karaoke night' })
    const titled = await createCard(client, other, { cardTitle: `Dance like ${uniqueName('Zed')}` })
    const search = (q: string) =>
      client.get<{ cards: Card[]; message?: string }>(`/auth/user/getCards?q=${encodeURIComponent(q)}`)

    const byName = await search(ravi.username.toUpperCase())
    expect(byName.status).toBe(200)
    expect(byName.body.cards.map((card) => card._id)).toEqual([byRavi._id])
    const byTitle = await search(titled.cardTitle.slice(-8).toLowerCase())
    expect(byTitle.body.cards.map((card) => card._id)).toEqual([titled._id])
    expect((await search('no card is called this')).body.cards).toEqual([])
    // Blank is the whole market; too long is refused.
    expect((await search('  ')).body.cards.length).toBe((await market()).length)
    const tooLong = await search('x'.repeat(101))
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.message).toBe('The search must be at most 100 characters.')
  })

  it('serves the catalogue gzipped with an ETag, and 304 for an unchanged one', async () => {
    const creator = await createCreatorAccount(server)
    await createCard(client, creator)
    const response = await fetch(`${server.url}/auth/user/getCards`, {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    const etag = response.headers.get('etag')
    expect(etag).toBeTruthy()
    const raw = await fetch(`${server.url}/auth/user/getCards`, {
      headers: { 'accept-encoding': 'identity', 'if-none-match': String(etag) },
    })
    expect(raw.status).toBe(304)
    await createCard(client, creator, { cardTitle: 'A new one' })
    const changed = await fetch(`${server.url}/auth/user/getCards`, {
      headers: { 'if-none-match': String(etag) },
    })
    expect(changed.status).toBe(200)
    const body = (await changed.json()) as { cards: Card[] }
    expect(body.cards.some((c) => c.cardTitle === 'A new one')).toBe(true)
    // The gzip body is the same JSON.
    const zipped = await import('node:http').then(
      (http) =>
        new Promise<Buffer>((resolve) => {
          http.get(`${server.url}/auth/user/getCards`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
            const chunks: Buffer[] = []
            res.on('data', (c: Buffer) => chunks.push(c))
            res.on('end', () => resolve(Buffer.concat(chunks)))
          })
        }),
    )
    expect(JSON.parse(gunzipSync(zipped).toString()).cards.length).toBe(body.cards.length)
  })

  it('lists streamers and their cards by id, not by email', async () => {
    const creator = await createCreatorAccount(server)
    const card = await createCard(client, creator, { cardTitle: 'Dance' })
    const streamers = await client.get<{ streamers: Array<{ _id: string; emailId: string }> }>(
      `/auth/user/getStreamers?id=${creator.userId}`,
    )
    const listed = streamers.body.streamers.find((s) => s._id === creator.userId)
    expect(listed?.emailId).toBe('')
    for (const key of [creator.userId]) {
      const cards = await client.get<{ cards: Card[] }>(
        `/auth/user/getStreamerCards/${encodeURIComponent(key)}`,
      )
      expect(cards.body.cards.map((c) => c._id)).toEqual([card._id])
    }
    expect(
      (await client.get(`/auth/user/getStreamerCards/${encodeURIComponent(creator.emailId)}`)).status,
    ).toBe(404)
    expect((await client.get('/auth/user/getStreamerCards/nobody@example.test')).status).toBe(404)
  })

  it("shows a renamed creator's new name on their cards", async () => {
    const creator = await createCreatorAccount(server)
    const card = await createCard(client, creator)
    const renamed = `${creator.username}x`
    const saved = await client.put(
      '/auth/user/editUser',
      { username: renamed, emailId: creator.emailId, description: 'Hi' },
      { token: creator.token },
    )
    expect(saved.body).toMatchObject({ status: 'success', user: { username: renamed, description: 'Hi' } })
    expect((await market()).find((c) => c._id === card._id)?.creatorName).toBe(renamed)
  })
})
