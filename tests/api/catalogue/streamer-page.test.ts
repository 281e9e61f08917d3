import { expect, it } from 'vitest'
import type { CardsResponse } from '../../../contract/cards'
import type { streamersResponseSchema } from '../../../contract/streamers'
import { createCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, uniqueName } from '../../support/factories'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

type StreamersResponse = import('zod').output<typeof streamersResponseSchema>

// A streamer's public page, /s/<username>: HTML from the server whose head carries the link preview
// (Open Graph and Twitter's card, absolute addresses from the configured public URL), the name escaped;
// 404 for a name nobody streams under. And the reads the page makes, signed out: the streamer by
// name and their cards, with nothing private in them.

/** The content of `<meta property|name="key" content="…">`, as a crawler reads it (entities decoded). */
function metaOf(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)
  return tag?.[1]?.replace(/&(lt|gt|quot|#39|amp);/g, (_all, name: string) => {
    const decoded: Record<string, string> = { lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' }
    return decoded[name] ?? ''
  })
}

describeOnEachDialect('a streamer public page on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)
  const page = async (path: string) => {
    const response = await fetch(`${server.url}${path}`)
    return { response, html: await response.text() }
  }

  it('is HTML with the link preview of the streamer, addresses absolute, whatever the case of the name', async () => {
    const creator = await createCreatorAccount(server)
    const bio = 'Speedruns every night, challenge cards welcome.'
    const edited = await client.put(
      '/auth/user/editUser',
      { username: creator.username, description: bio },
      { token: creator.token },
    )
    expect(edited.status).toBe(200)

    const { response, html } = await page(`/s/${creator.username.toUpperCase()}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const base = server.app.config.publicUrl
    expect(metaOf(html, 'og:title')).toBe(`${creator.username}'s Cards on Cardcast`)
    expect(metaOf(html, 'og:description')).toBe(bio)
    expect(metaOf(html, 'og:url')).toBe(`${base}/s/${creator.username}`)
    expect(metaOf(html, 'og:image')).toBe(`${base}/icon-512.png`)
    expect(metaOf(html, 'twitter:card')).toBe('summary')
    expect(html).toContain(`<title>${creator.username}&#39;s Cards on Cardcast</title>`)
    // One title, one description: the shell's own gave way.
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html.match(/<meta name="description"/g)).toHaveLength(1)
    // The app takes the page over in the browser.
    expect(html).toContain('<div id="root">')
    // Nothing private: the streamer's email address is nowhere in it.
    expect(html).not.toContain(creator.emailId)
  })

  it('escapes the name and the bio, and says something of its own without a bio', async () => {
    const username = `<b>"${uniqueName('x')}'&</b>`
    const creator = await createCreatorAccount(server, {
      username,
      emailId: `${uniqueName('esc')}@example.test`,
    })
    const { response, html } = await page(`/s/${encodeURIComponent(username)}`)
    expect(response.status).toBe(200)
    expect(html).not.toContain(username)
    expect(html).not.toContain('<b>')
    expect(metaOf(html, 'og:title')).toBe(`${username}'s Cards on Cardcast`)
    expect(metaOf(html, 'og:description')).toBe(
      `Buy ${username}'s challenge and reward cards and watch them appear live on stream.`,
    )
    expect(metaOf(html, 'og:url')).toBe(`${server.app.config.publicUrl}/s/${encodeURIComponent(username)}`)

    const script = '</title><script>alert(1)</script>'
    await client.put('/auth/user/editUser', { username, description: script }, { token: creator.token })
    const again = await page(`/s/${encodeURIComponent(username)}`)
    expect(again.html).not.toContain('<script>alert(1)')
    expect(metaOf(again.html, 'og:description')).toBe(script)
  })

  it('is a 404 without preview for an unknown name and for a viewer', async () => {
    const viewer = await createVerifiedAccount(server)
    for (const name of [uniqueName('nobody'), viewer.username]) {
      const { response, html } = await page(`/s/${name}`)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      expect(metaOf(html, 'og:title')).toBeUndefined()
      expect(html).not.toContain(name)
    }
  })

  it('lets a signed-out visitor read the streamer by name and their cards, without addresses', async () => {
    const creator = await createCreatorAccount(server)
    const card = await createCard(client, creator, { cardTitle: `Public ${creator.username}` })
    const byName = await client.get<StreamersResponse>(
      `/auth/user/getStreamers?username=${creator.username.toUpperCase()}`,
    )
    expect(byName.status).toBe(200)
    expect(byName.body.streamers.map((streamer) => streamer.username)).toEqual([creator.username])
    const [streamer] = byName.body.streamers
    expect(streamer?.emailId).toBe('')

    const cards = await client.get<CardsResponse>(`/auth/user/getStreamerCards/${streamer?._id}`)
    expect(cards.status).toBe(200)
    expect(cards.body.cards.map((each) => each.cardTitle)).toEqual([card.cardTitle])
    expect(JSON.stringify(byName.body) + JSON.stringify(cards.body)).not.toContain(creator.emailId)

    // A part of the name is no name: the page's read matches whole names only.
    const part = await client.get<StreamersResponse>(
      `/auth/user/getStreamers?username=${creator.username.slice(0, -1)}`,
    )
    expect(part.body.streamers).toEqual([])
    const viewer = await createVerifiedAccount(server)
    const notStreamer = await client.get<StreamersResponse>(
      `/auth/user/getStreamers?username=${viewer.username}`,
    )
    expect(notStreamer.body.streamers).toEqual([])
  })
})
