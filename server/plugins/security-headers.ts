// Security headers on every response: @fastify/helmet for the standard set, and a
// Content-Security-Policy per kind of page, set here:
// - the app (and its admin area, and every API answer): no inline script but the build's own (the
//   page-start script, allowed by its hash), Razorpay's checkout script, frames and API only, and no
//   framing at all (`frame-ancestors 'none'`, X-Frame-Options DENY);
// - the OBS overlay (its page and API only, `OVERLAY_PATHS`): the same sources without Razorpay, and
//   frameable by anyone (OBS and streaming dashboards embed it);
// - the API description (/docs): what swagger-ui needs, unframeable.
// `Referrer-Policy: no-referrer` everywhere (the overlay's URL carries the stream key), `nosniff`, HSTS
// only when PUBLIC_URL is https, and `Cache-Control: no-store` on API answers unless a route says
// otherwise.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'

/** Razorpay's hosted checkout: its script, the frames it opens, the calls it makes. */
export const RAZORPAY_SOURCES = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
} as const

type Directives = Record<string, readonly string[]>

/**
 * What every page may load: its own scripts only (no inline script, no eval), styles from itself and
 * inline (Mantine and swagger-ui set style attributes and inject style elements, the overlay has an
 * inline style sheet), images from itself, data: and blob: URLs and any https address (avatars and
 * links are user-given URLs), calls to itself.
 */
const BASE: Directives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'none'"],
  'form-action': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
}

const serialize = (directives: Directives, https: boolean) =>
  [
    ...Object.entries(directives).map(([name, sources]) => [name, ...sources].join(' ')),
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts the build wrote into its HTML: the page-start
 * script (scripts/prerender.ts), the same on every page. Read from the build itself, so a changed
 * script needs no second copy here; no build, no inline script.
 */
export function inlineScriptSources(distDir: string): string[] {
  const page = join(distDir, 'index.html')
  if (!existsSync(page)) return []
  const html = readFileSync(page, 'utf8')
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, source]) =>
      `'sha256-${createHash('sha256')
        .update(source ?? '')
        .digest('base64')}'`,
  )
}

/** The three policies, for a PUBLIC_URL served over https or not, with the app's inline scripts. */
export function contentSecurityPolicies(https: boolean, inlineScripts: readonly string[] = []) {
  return {
    app: serialize(
      {
        ...BASE,
        'script-src': [...(BASE['script-src'] ?? []), ...inlineScripts, ...RAZORPAY_SOURCES.script],
        'connect-src': [...(BASE['connect-src'] ?? []), ...RAZORPAY_SOURCES.connect],
        'frame-src': RAZORPAY_SOURCES.frame,
        'frame-ancestors': ["'none'"],
      },
      https,
    ),
    // No frame-ancestors: OBS, or a dashboard, may show the overlay in a frame.
    overlay: serialize(BASE, https),
    docs: serialize({ ...BASE, 'frame-ancestors': ["'none'"] }, https),
  }
}

type PageKind = keyof ReturnType<typeof contentSecurityPolicies>

/**
 * The overlay's own paths: its page (server/plugins/static-app.ts) and its API. Only these may be
 * framed; any other /overlay/… path is the app's, and unframeable (a framed app can be clicked through).
 */
export const OVERLAY_PATHS: ReadonlySet<string> = new Set([
  '/overlay/',
  '/overlay/index.html',
  '/overlay/events',
  '/overlay/shown',
])

/** Which policy a request's answer carries, by its path. */
export function pageKind(url: string): PageKind {
  const path = url.split('?', 1)[0] ?? ''
  if (OVERLAY_PATHS.has(path)) return 'overlay'
  if (path === '/docs' || path.startsWith('/docs/')) return 'docs'
  return 'app'
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'distDir'>,
) {
  const https = new URL(config.publicUrl).protocol === 'https:'
  const policies = contentSecurityPolicies(https, inlineScriptSources(config.distDir))
  await app.register(helmet, {
    global: true,
    // Set below, per kind of page.
    contentSecurityPolicy: false,
    frameguard: false,
    referrerPolicy: { policy: 'no-referrer' },
    // Razorpay's checkout may open a popup (net banking) that reports back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // HSTS only for a site served over https; a year, this host only.
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
  })
  app.addHook('onRequest', async (req, reply) => {
    const kind = pageKind(req.url)
    reply.header('Content-Security-Policy', policies[kind])
    if (kind !== 'overlay') reply.header('X-Frame-Options', 'DENY')
  })
  // An API answer may carry a user's data (profile, earnings, payout details): no cache, shared or the
  // browser's, keeps it. A route that may be cached says so itself (the public catalogue's ETag).
  app.addHook('onSend', async (req, reply) => {
    if (isApiPath(req.url) && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store')
  })
}

/** The API's answers (data), as opposed to the pages and files of the app and the overlay. */
function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? ''
  return path.startsWith('/auth/') || path.startsWith('/overlay/events') || path === '/overlay/shown'
}
