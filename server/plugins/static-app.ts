import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { paths } from '../../contract/paths'
import { errorBody } from '../errors'
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
    for (const [path, file] of pages) {
      app.get(path, { schema: { hide: true } }, (_req, reply) => page(file)(reply))
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
