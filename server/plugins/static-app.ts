import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../contract/locale'
import { paths } from '../../contract/paths'
import { errorBody } from '../errors'
import { LANGUAGE_VARY, namedLocale } from '../lib/request-locale'
import { BARE_SHELL, registerServerRenderedMarket, registerStreamerPage } from '../modules/catalogue'

const API_PREFIXES = ['/auth/', '/overlay/events', '/overlay/shown', '/healthz', '/docs', '/uploads/']

/** The empty app shell the build writes beside the prerendered pages (scripts/prerender.ts). */
const APP_SHELL = 'app-shell.html'

/**
 * The build's HTML pages at the top of dist/, by the path each is served at: index.html at '/', each
 * prerendered public page (tnc.html, login.html…) and route shell (dashboard.html) at its own path.
 */
function htmlPages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>()
  for (const file of readdirSync(distDir)) {
    if (!file.endsWith('.html') || file === APP_SHELL) continue
    pages.set(file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`, file)
  }
  return pages
}

/**
 * The public pages' prerenders in each language but English, by language and path: dist/hi-IN/index.html
 * at '/' for a Hindi visitor (scripts/prerender.ts `prerenderedFileOf`), as paths below dist/.
 */
function translatedPages(distDir: string): Map<Locale, Map<string, string>> {
  const translated = new Map<Locale, Map<string, string>>()
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE || !existsSync(join(distDir, locale))) continue
    const pages = htmlPages(join(distDir, locale))
    translated.set(locale, new Map([...pages].map(([path, file]) => [path, `${locale}/${file}`])))
  }
  return translated
}

/**
 * Serves the built app and overlay from dist/. Prerendered pages are served at their paths; other client
 * routes fall back to the app shell (index.html in a build without one); the overlay and the HTML
 * are never cached, so OBS and returning visitors always run the current build.
 */
export async function registerStaticApp(app: FastifyInstance, distDir: string) {
  const hasBuild = existsSync(join(distDir, 'index.html'))
  const shell = existsSync(join(distDir, APP_SHELL)) ? APP_SHELL : 'index.html'
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // dist/ holds .br and .gz twins made at build time (scripts/precompress.ts).
      preCompressed: true,
      setHeaders(res, path) {
        if (path.includes(`${join(distDir, 'assets')}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable')
        } else if (path.startsWith(join(distDir, 'overlay'))) {
          // OBS must never run a stale overlay.
          res.header('Cache-Control', 'no-store')
        } else {
          res.header('Cache-Control', 'no-cache')
        }
      },
    })
    // OBS users type the address by hand: without its slash it goes to the overlay, key and all.
    app.get('/overlay', { schema: { hide: true } }, (req, reply) =>
      reply.redirect(`/overlay/${req.url.slice('/overlay'.length)}`),
    )
    app.get('/overlay/', (_req, reply) =>
      reply.header('Cache-Control', 'no-store').sendFile('index.html', join(distDir, 'overlay')),
    )
    // Hidden from the API docs, like @fastify/static's own routes: pages, not API.
    const page = (file: string) => (reply: FastifyReply) =>
      reply.header('Cache-Control', 'no-cache').sendFile(file, distDir)
    const pages = htmlPages(distDir)
    const marketShell = pages.get(paths.market)
    if (
      marketShell &&
      (await registerServerRenderedMarket(app, {
        distDir,
        path: paths.market,
        catalogue: app.catalogue,
        fallback: page(marketShell),
      }))
    ) {
      pages.delete(paths.market)
    }
    // A prerendered page goes out in the visitor's language where the build has it: the language the
    // request names (the `locale` cookie, else Accept-Language), as for the server's other answers. The
    // request of a page carries no session, so an account's language cannot count (docs/i18n.md).
    const translated = translatedPages(distDir)
    for (const [path, file] of pages) {
      const inLocale = new Map(
        [...translated].flatMap(([locale, files]) => {
          const localized = files.get(path)
          return localized ? [[locale, localized] as const] : []
        }),
      )
      if (inLocale.size === 0) {
        app.get(path, { schema: { hide: true } }, (_req, reply) => page(file)(reply))
        continue
      }
      app.get(path, { schema: { hide: true } }, (req, reply) => {
        const locale = namedLocale(req)
        reply.header('Vary', LANGUAGE_VARY)
        return page((locale && inLocale.get(locale)) ?? file)(reply)
      })
    }
  } else {
    app.log.warn(`no build in ${distDir}: run "npm run build" to serve the app`)
  }
  // A streamer's public page: the shell with their link preview's tags, with or without a build.
  registerStreamerPage(app, hasBuild ? readFileSync(join(distDir, shell), 'utf8') : BARE_SHELL)

  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((prefix) => req.url.startsWith(prefix))
    // Not the overlay's (security-headers.ts OVERLAY_PATHS): a 404, the app's not-found page for a
    // browser, under the app's unframeable policy.
    if (/^\/overlay(\/|$)/.test(req.url.split('?', 1)[0] ?? '') && !isApi) {
      const wantsPage = hasBuild && req.method === 'GET' && /\btext\/html\b/.test(req.headers.accept ?? '')
      if (wantsPage) return reply.code(404).header('Cache-Control', 'no-cache').sendFile(shell, distDir)
      return reply.code(404).send(errorBody('Not found.'))
    }
    if (hasBuild && req.method === 'GET' && !isApi) {
      return reply.header('Cache-Control', 'no-cache').sendFile(shell, distDir)
    }
    return reply.code(404).send(errorBody('Not found.'))
  })
}
