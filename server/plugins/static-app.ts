import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { errorBody } from './errors'

const API_PREFIXES = ['/auth/', '/overlay/events', '/healthz', '/docs', '/uploads/']

/**
 * Serves the built app and overlay from dist/. Client routes fall back to index.html; the overlay
 * and the HTML shells are never cached, so OBS and returning visitors always run the current build.
 */
export async function registerStaticApp(app: FastifyInstance, distDir: string) {
  const hasBuild = existsSync(join(distDir, 'index.html'))
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // dist/ holds .br and .gz twins made at build time (scripts/precompress.mjs).
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
    app.get('/overlay/', (_req, reply) =>
      reply.header('Cache-Control', 'no-store').sendFile('index.html', join(distDir, 'overlay')),
    )
  } else {
    app.log.warn(`no build in ${distDir}: run "npm run build" to serve the app`)
  }

  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((prefix) => req.url.startsWith(prefix))
    if (hasBuild && req.method === 'GET' && !isApi) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', distDir)
    }
    return reply.code(404).send(errorBody('Not found.'))
  })
}
