// The market (/dashboard) rendered on the server: its cards are in the HTML, so a phone paints them
// (their pictures inline, src/components/cards/card-image.ts) before the app's JavaScript has even
// arrived, instead of after it has run (bench/README.md: the market's largest paint within 1.5× a static
// page's). The catalogue is public and the same for every visitor, so one render serves everyone until
// the catalogue or the filters in the URL change; what is the visitor's own (the greeting's name, a
// creator's links) the app adds.
//
// The build writes the renderer and the page's template into dist-server/ (scripts/prerender.ts);
// without them /dashboard is served from its shell, as before.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { CardsResponse } from '../../../contract/cards'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../contract/locale'
import { CATALOGUE_DATA_ID } from '../../../contract/server-rendered'
import { LANGUAGE_VARY, namedLocale } from '../../lib/request-locale'
import type { BodyCache } from './catalogue-cache'

/** The build's server-side files, beside dist/ (never served as they are). */
export const SERVER_RENDER = {
  dir: 'dist-server',
  /** The SSR bundle of scripts/prerender-entry.ts. */
  entry: 'prerender-entry.js',
  /** /dashboard's HTML with its style sheets inline and ROOT_SLOT where the page goes. */
  marketTemplate: 'market.html',
} as const

/** Where the template takes the rendered page and its catalogue. */
export const ROOT_SLOT = '<!--server-rendered-->'

/** What the SSR bundle (scripts/prerender-entry.ts) gives the server. */
interface MarketRenderer {
  renderMarket(url: string, catalogue: CardsResponse, locale: Locale): Promise<string>
  marketUrlOf(search: string): string
}

interface RenderedPage {
  html: Buffer
  br: Buffer
  gzip: Buffer
}

/**
 * Renders kept at once: one per filter combination in use (there are 40) and language, for the current
 * catalogue.
 */
const MAX_RENDERS = 48 * LOCALES.length

/**
 * JSON inside a `<script type="application/json">` element: `<` is escaped, so that no string in it
 * (a card title of `</script>…`) can end the element.
 */
const asScriptData = (json: Buffer) => json.toString('utf8').replace(/</g, '\\u003c')

/** Where dist-server/ is for a build in `distDir`. */
export const serverRenderDir = (distDir: string) => resolve(distDir, '..', SERVER_RENDER.dir)

/**
 * GET `path` (the market) rendered with the current catalogue, when the build has the renderer;
 * false otherwise (the caller serves the page's shell).
 */
export async function registerServerRenderedMarket(
  app: FastifyInstance,
  {
    distDir,
    path,
    catalogue,
    fallback,
  }: { distDir: string; path: string; catalogue: BodyCache; fallback: (reply: FastifyReply) => FastifyReply },
): Promise<boolean> {
  const dir = serverRenderDir(distDir)
  const templateFile = join(dir, SERVER_RENDER.marketTemplate)
  const entryFile = join(dir, SERVER_RENDER.entry)
  if (!existsSync(templateFile) || !existsSync(entryFile)) return false
  const template = readFileSync(templateFile, 'utf8')
  if (!template.includes(ROOT_SLOT)) throw new Error(`${templateFile} has no ${ROOT_SLOT}`)
  let renderer: MarketRenderer
  try {
    renderer = (await import(pathToFileURL(entryFile).href)) as MarketRenderer
  } catch (error) {
    app.log.error({ err: error }, `${entryFile} did not load: the market is served from its shell`)
    return false
  }
  const { renderMarket, marketUrlOf } = renderer

  // Keyed by the catalogue's ETag, the language and the filters in the URL: a changed catalogue starts
  // a new set.
  let renders = new Map<string, Promise<RenderedPage>>()
  let renderedEtag = ''

  async function render(url: string, locale: Locale, body: { json: Buffer }): Promise<RenderedPage> {
    const catalogue = JSON.parse(body.json.toString('utf8')) as CardsResponse
    const markup = await renderMarket(url, catalogue, locale)
    const data = `<script type="application/json" id="${CATALOGUE_DATA_ID}">${asScriptData(body.json)}</script>`
    const page = template.replace(/(<html\b[^>]*?) lang="[^"]*"/, `$1 lang="${locale}"`)
    const html = Buffer.from(page.replace(ROOT_SLOT, () => `${markup}${data}`))
    return {
      html,
      br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(html, { level: 9 }),
    }
  }

  async function send(req: FastifyRequest, reply: FastifyReply) {
    const body = await catalogue.get()
    if (body.etag !== renderedEtag) {
      renders = new Map()
      renderedEtag = body.etag
    }
    const queryAt = req.url.indexOf('?')
    const search = queryAt < 0 ? '' : req.url.slice(queryAt)
    // A search's cards are the server's answer to that search, not the catalogue's first cards: the
    // shell's app asks for them (skeletons meanwhile) rather than the page showing the wrong ones.
    if (new URLSearchParams(search).get('q')?.trim()) return fallback(reply)
    const url = marketUrlOf(search)
    // The language the request names, as for the prerendered pages (server/plugins/static-app.ts): the
    // request of a page carries no session, so an account's language cannot count (docs/i18n.md).
    const locale = namedLocale(req) ?? DEFAULT_LOCALE
    const key = `${locale} ${url}`
    let page = renders.get(key)
    if (!page) {
      if (renders.size >= MAX_RENDERS) renders.delete(renders.keys().next().value as string)
      page = render(url, locale, body)
      page.catch(() => renders.delete(key))
      renders.set(key, page)
    }
    let rendered: RenderedPage
    try {
      rendered = await page
    } catch (error) {
      // The page's shell still works: the app renders the market in the browser.
      req.log.error({ err: error }, 'the market could not be rendered on the server; serving its shell')
      return fallback(reply)
    }
    const { html, br, gzip } = rendered
    const accepts = req.headers['accept-encoding'] ?? ''
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', `Accept-Encoding, ${LANGUAGE_VARY}`)
    if (/\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(br)
    if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(gzip)
    return reply.send(html)
  }

  app.get(path, { schema: { hide: true } }, send)
  return true
}
