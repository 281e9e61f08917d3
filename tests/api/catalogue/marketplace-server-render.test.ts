import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, it } from 'vitest'
import type { CardsResponse } from '../../../contract/cards'
import { CATALOGUE_DATA_ID, SERVER_RENDERED_CARDS } from '../../../contract/server-rendered'
import { createCard, sampleCard } from '../../support/cards'
import { createCreatorAccount } from '../../support/factories'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// The market rendered by the server: /dashboard's HTML holds the newest live cards and the
// catalogue it was rendered with, for everyone alike, rendered again when the catalogue changes, with
// the filters in its URL; a card's text cannot break out of the page. Needs the build's renderer
// (npm test builds before the API suite).

const serverRender = join(import.meta.dirname, '../../../dist-server/market.html')
const renderer = join(import.meta.dirname, '../../../dist-server/prerender-entry.js')

/** The page's `<script type="application/json">` catalogue, parsed. */
function catalogueIn(html: string): CardsResponse {
  const data = new RegExp(`<script type="application/json" id="${CATALOGUE_DATA_ID}">([^<]*)</script>`).exec(
    html,
  )
  if (!data?.[1]) throw new Error('the page holds no catalogue')
  return JSON.parse(data[1]) as CardsResponse
}

/** The titles of the cards the page shows (each card is an <article> named by its title). */
const shownTitles = (html: string) =>
  [...html.matchAll(/<article[^>]*>[\s\S]*?<h[23][^>]*>([^<]*)<\/h[23]>/g)].map(([, title]) => title)

describeOnEachDialect('the server-rendered market on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)
  const page = async (path = '/dashboard', headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${path}`, { headers })
    return { response, html: await response.text() }
  }

  it.runIf(existsSync(serverRender))(
    'holds the newest cards and the whole catalogue, the same for everyone, and renders a new card at once',
    async () => {
      const creator = await createCreatorAccount(server)
      const first = await createCard(client, creator, { cardTitle: `Rendered ${creator.username}` })
      const { response, html } = await page()
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      const catalogue = (await client.get<CardsResponse>('/auth/user/getCards')).body
      expect(catalogueIn(html)).toEqual(catalogue)
      // The newest first, a few screens' worth; the app adds the rest.
      expect(shownTitles(html)).toEqual(
        catalogue.cards.slice(0, SERVER_RENDERED_CARDS).map((card) => card.cardTitle),
      )
      expect(shownTitles(html)).toContain(first.cardTitle)
      // Its style sheets are inline, Mantine's in part (the page-start script loads the rest after the
      // first paint), and still define every Mantine class the rendered page uses.
      const sheets = [
        ...html.matchAll(/<style data-href="[^"]+"( data-deferred="[^"]+")?>([\s\S]*?)<\/style>/g),
      ]
      expect(sheets.filter(([, deferred]) => deferred).length).toBeGreaterThan(0)
      const css = sheets.map(([, , sheet]) => sheet).join('')
      const markup = html.slice(html.indexOf('<div id="root">'))
      const classes = [...new Set(markup.match(/\bm_[0-9a-f]{8}\b/g))]
      expect(classes.length).toBeGreaterThan(0)
      expect(classes.filter((name) => !css.includes(`.${name}`))).toEqual([])

      // Nobody's own: a request with a session gets the very same page.
      const signedIn = await page('/dashboard', { Authorization: `Bearer ${creator.token}` })
      expect(signedIn.html).toBe(html)

      const second = await createCard(client, creator, { cardTitle: `Also rendered ${creator.username}` })
      expect(shownTitles((await page()).html)).toContain(second.cardTitle)
    },
  )

  it.runIf(existsSync(serverRender))(
    'shows the filters in its URL, and ignores anything else there',
    async () => {
      const creator = await createCreatorAccount(server)
      const epic = await createCard(client, creator, {
        cardTitle: `Epic ${creator.username}`,
        rarity: 'Epic',
      })
      const rare = await createCard(client, creator, {
        cardTitle: `Rare ${creator.username}`,
        rarity: 'Rare',
      })
      const filtered = shownTitles((await page('/dashboard?rarity=Epic')).html)
      expect(filtered).toContain(epic.cardTitle)
      expect(filtered).not.toContain(rare.cardTitle)
      const junk = await page('/dashboard?rarity=Nope&x=1')
      expect(junk.response.status).toBe(200)
      expect(shownTitles(junk.html)).toEqual(expect.arrayContaining([epic.cardTitle, rare.cardTitle]))
      // A search is the app's to answer: the page comes without cards (not the catalogue's first,
      // under a search box that would name something else), the app's shell asks for its answer.
      const searched = await page(`/dashboard?q=${encodeURIComponent(epic.cardTitle)}`)
      expect(searched.response.status).toBe(200)
      expect(searched.response.headers.get('content-type')).toMatch(/^text\/html/)
      expect(shownTitles(searched.html)).toEqual([])
      expect(searched.html).not.toContain(`id="${CATALOGUE_DATA_ID}"`)
      expect(searched.html).toContain('id="root"')
    },
  )

  it.runIf(existsSync(serverRender))(
    "keeps a card's text inside the page: no markup, no script",
    async () => {
      const creator = await createCreatorAccount(server)
      const attack = `</script><script>alert(1)</script><img src=x onerror=alert(2)>`
      const card = await createCard(client, creator, { cardTitle: attack.slice(0, 50), description: attack })
      const { html } = await page()
      expect(html).not.toContain('<script>alert(1)')
      expect(html).not.toContain('<img src=x')
      // As text, where the title goes, and as data in the catalogue.
      expect(shownTitles(html)).toContain(card.cardTitle.replace(/</g, '&lt;').replace(/>/g, '&gt;'))
      expect(catalogueIn(html).cards.find((shown) => shown._id === card._id)?.description).toBe(attack)
      // The one inline script that runs is the page-start script (the catalogue is JSON, not a script).
      const running = [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>/g)].filter(
        ([, attributes]) => !attributes?.includes('type="application/json"'),
      )
      expect(running).toHaveLength(1)
      expect(running[0]?.[0]).toMatch(/^<script id="page-start"/)
    },
  )

  it.runIf(existsSync(serverRender))(
    'speaks the language the request names, Hindi by its cookie or Accept-Language',
    async () => {
      const creator = await createCreatorAccount(server)
      const card = await createCard(client, creator, { cardTitle: `Hindi ${creator.username}`, price: 49 })
      const buyLabels = (html: string) => [
        ...html.matchAll(/<button[^>]*data-tap-later[^>]*>[\s\S]*?<\/button>/g),
      ]

      const english = await page()
      expect(english.html).toMatch(/<html[^>]* lang="en-IN"/)
      expect(english.response.headers.get('vary')).toMatch(/Cookie/)
      expect(english.response.headers.get('vary')).toMatch(/Accept-Language/)

      const hindiRequests: Record<string, string>[] = [
        { Cookie: 'locale=hi-IN' },
        { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.5' },
      ]
      for (const headers of hindiRequests) {
        const hindi = await page('/dashboard', headers)
        expect(hindi.response.status).toBe(200)
        expect(hindi.html).toMatch(/<html[^>]* lang="hi-IN"/)
        // The cards are the catalogue's, the words around them Hindi: its Buy reads खरीदें, and the early
        // confirmation a tap opens before the app is live asks in Hindi too.
        expect(shownTitles(hindi.html)).toContain(card.cardTitle)
        expect(buyLabels(hindi.html).some(([button]) => button.includes('खरीदें'))).toBe(true)
        expect(hindi.html).toContain('खरीद की पुष्टि करें')
        expect(hindi.html).not.toContain('>Confirm Purchase<')
      }
      // The English page stays English after a Hindi one was rendered.
      const again = await page()
      expect(again.html).toMatch(/<html[^>]* lang="en-IN"/)
      expect(again.html).not.toContain('खरीदें')
    },
  )

  it.runIf(existsSync(renderer))(
    'renders the first cards of a long catalogue, and counts them all',
    async () => {
      const { renderMarket } = (await import(
        pathToFileURL(renderer).href
      )) as typeof import('../../../scripts/prerender-entry')
      const long = SERVER_RENDERED_CARDS + 6
      const cards = Array.from({ length: long }, (_, index) => ({
        ...sampleCard({ cardTitle: `Long list ${index + 1}` }),
        _id: `long-${index + 1}`,
        duration: 10,
        creatorName: 'Long streamer',
        streamerEmailId: 'long-streamer',
        cooldownSeconds: null,
        viewerCooldownSeconds: null,
        sound: null,
      })) as CardsResponse['cards']
      const html = await renderMarket('/dashboard', { status: 'success', cards })
      expect(shownTitles(html)).toEqual(cards.slice(0, SERVER_RENDERED_CARDS).map((card) => card.cardTitle))
      expect(html).toContain(`${long} cards`)
    },
  )
})
