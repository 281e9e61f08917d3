import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { compileErrors, validate } from '@readme/openapi-parser'
import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import { cardsResponseSchema } from '../../../contract/cards'
import type { OverlayEventData } from '../../../contract/overlay'
import { registeredRoutes } from '../../../server/app'
import type { OverlayEventData as StreamedEventData } from '../../../server/modules/realtime/sse'
import { createCard } from '../../support/cards'
import { createCreatorAccount } from '../../support/factories'
import { type Client, createClient } from '../../support/http'
import { startTestServer, type TestServer } from '../../support/test-server'

// Every API route declares what it answers (`schema.response`, from contract/) and what it takes
// (params, body, querystring), so the serializer sends exactly the named fields and /docs tells the
// truth. Walks the route table as registered (server/app.ts `registeredRoutes`).

interface Route {
  method: string
  url: string
  schema: NonNullable<RouteOptions['schema']> & { hide?: boolean }
}
const label = (route: Pick<Route, 'method' | 'url'>) => `${route.method} ${route.url}`

const API_PREFIXES = ['/auth/', '/overlay/events', '/healthz', '/uploads/']
const isApi = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix))

/** The only routes left out, and why. */
const NOT_THE_API: Array<{ why: string; test: (route: Route) => boolean }> = [
  { why: "Fastify's automatic HEAD twin of a GET route", test: (route) => route.method === 'HEAD' },
  {
    why: 'the API description and its viewer (@fastify/swagger-ui)',
    test: (route) => route.url === '/docs' || route.url.startsWith('/docs/'),
  },
  {
    why: 'the built app and overlay page, static files (server/plugins/static-app.ts)',
    test: (route) => route.url === '/overlay/' || (route.schema.hide === true && !isApi(route.url)),
  },
]

/** POST routes that read no body: the path and the token say everything. */
const BODYLESS = new Set([
  'POST /auth/admin/disputes/:id/accept',
  'POST /auth/user/regenerateStreamerURL',
  'POST /auth/user/overlay/test-card',
  'POST /auth/user/stream-queue/:id/approve',
  'POST /auth/user/stream-queue/skip',
  'POST /auth/user/stream-queue/replay/:id',
  'POST /auth/user/stream-queue/pause',
  'POST /auth/user/stream-queue/resume',
  'POST /auth/user/stream-queue/clear',
  'POST /auth/user/uses/:id/withdraw',
  'POST /auth/user/auctions/:id/cancel',
  'POST /auth/user/auctions/:id/pay',
  'POST /auth/user/community-cards/:id/cancel',
  'POST /auth/user/battles/:id/decline',
  'POST /auth/user/battles/:id/end',
  'POST /auth/user/marathons/:id/pause',
  'POST /auth/user/marathons/:id/resume',
  'POST /auth/user/marathons/:id/end',
  'POST /auth/admin/logout',
])

/** Routes that read the query string. (Kept honest by the source check below.) */
const READS_QUERY = new Set([
  'GET /auth/user/live-updates',
  'GET /overlay/events',
  'GET /auth/admin/users',
  'GET /auth/admin/cards',
  'GET /auth/admin/transactions',
  'GET /auth/user/getCards',
  'GET /auth/user/parent/child',
  'GET /auth/user/getStreamers',
  'GET /auth/user/getUserCards',
  'GET /auth/user/orders',
  'GET /auth/user/analytics',
  'GET /auth/user/earnings/entries',
  'GET /auth/admin/invoices',
  'GET /auth/admin/invoices.csv',
  'GET /auth/admin/tds-report.csv',
  'GET /auth/user/earnings/statement',
  'GET /auth/user/earnings/statement.csv',
  'GET /auth/user/earnings/statement.pdf',
])

const isZod = (value: unknown) => value instanceof z.ZodType

/** A response entry: a zod schema, or `{content: {'media/type': {schema}}}` (the SSE stream). */
function isResponseSchema(value: unknown): boolean {
  if (isZod(value)) return true
  const content = (value as { content?: Record<string, { schema?: unknown }> } | undefined)?.content
  return (
    !!content && Object.values(content).length > 0 && Object.values(content).every((m) => isZod(m.schema))
  )
}

function apiRoutes(all: readonly RouteOptions[]): Route[] {
  const routes = all.flatMap((route) =>
    [route.method].flat().map((method) => ({ method, url: route.url, schema: route.schema ?? {} })),
  )
  return routes.filter((route) => !NOT_THE_API.some((rule) => rule.test(route)))
}

/** What a route lacks, as sentences; empty when it declares everything. */
function missingSchemas(route: Route): string[] {
  const missing: string[] = []
  const response = (route.schema.response ?? {}) as Record<string, unknown>
  const codes = Object.keys(response)
  if (!codes.some((code) => /^2(\d\d|xx)$/i.test(code))) missing.push('a response schema for its success')
  for (const code of codes) {
    if (!isResponseSchema(response[code])) missing.push(`a zod schema for ${code}`)
  }
  const takesBody = ['POST', 'PUT', 'PATCH'].includes(route.method) && !BODYLESS.has(label(route))
  if (route.url.includes(':') && !route.schema.params) missing.push('a params schema')
  if (takesBody && !route.schema.body) missing.push('a body schema')
  if (READS_QUERY.has(label(route)) && !route.schema.querystring) missing.push('a querystring schema')
  // Bad input is answered 400 by the error handler (server/plugins/errors.ts).
  const takesInput = route.schema.params || route.schema.body || route.schema.querystring
  if (takesInput && !codes.includes('400')) missing.push('a 400 response (bad input)')
  // A database that cannot be reached is a 503 on any route (server/plugins/errors.ts).
  if (!codes.includes('503')) missing.push('a 503 response (the database unavailable)')
  return missing
}

/** `/a/:id` as OpenAPI writes it: `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')

describe('route schemas', () => {
  let server: TestServer
  let client: Client
  let routes: Route[]

  beforeAll(async () => {
    server = await startTestServer('sqlite')
    client = createClient(server.url)
    routes = apiRoutes(registeredRoutes(server.app))
  })
  afterAll(() => server.close())

  it('sees the route table', () => {
    const labels = routes.map(label)
    for (const known of ['GET /healthz', 'GET /auth/user/getCards', 'GET /overlay/events']) {
      expect(labels).toContain(known)
    }
    expect(labels).toContain('GET /auth/admin/users')
    expect(labels.some((route) => route.startsWith('HEAD '))).toBe(false)
  })

  it('gives every route outside the admin area its response and input schemas', () => {
    const lacking = routes
      .filter((route) => !route.url.startsWith('/auth/admin/') && !route.url.startsWith('/uploads/'))
      .flatMap((route) => missingSchemas(route).map((what) => `${label(route)} lacks ${what}`))
    expect(lacking).toEqual([])
  })

  it('gives every admin route (and /uploads) its response and input schemas', () => {
    const lacking = routes
      .filter((route) => route.url.startsWith('/auth/admin/') || route.url.startsWith('/uploads/'))
      .flatMap((route) => missingSchemas(route).map((what) => `${label(route)} lacks ${what}`))
    expect(lacking).toEqual([])
  })

  it('declares the code each route answers a request without token or input', async () => {
    const undeclared: string[] = []
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z0-9_]+/g, 'no-such-id')
      const takesBody = ['POST', 'PUT', 'PATCH'].includes(route.method) && !BODYLESS.has(label(route))
      const response = await server.app.inject({
        method: route.method as 'GET',
        url,
        ...(takesBody ? { payload: {} } : {}),
      })
      const declared = Object.keys(route.schema.response ?? {})
      const status = String(response.statusCode)
      const covered = declared.some(
        (code) => code === status || code.toLowerCase() === `${status[0]}xx` || code === 'default',
      )
      if (!covered) undeclared.push(`${label(route)} answered ${status}, declares ${declared.join(', ')}`)
    }
    expect(undeclared).toEqual([])
  })

  it('keeps every query read under a route with a querystring schema', () => {
    // A handler file that reads the query string must declare `querystring:` and be in READS_QUERY.
    const dir = join(import.meta.dirname, '../../../server/modules')
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.includes('/routes/') && file.endsWith('.ts'),
    )
    const unlisted = files.filter((file) => {
      const source = readFileSync(join(dir, file), 'utf8')
      return /\b(req|request)\.query\b/.test(source) && !source.includes('querystring:')
    })
    expect(unlisted).toEqual([])
    const withQuerySchema = routes.filter((route) => route.schema.querystring).map(label)
    expect(withQuerySchema.sort()).toEqual([...READS_QUERY].sort())
  })

  it('serves a valid OpenAPI description at /docs/json that lists every route', async () => {
    const docs = await client.get<{ paths: Record<string, Record<string, unknown>> }>('/docs/json')
    expect(docs.status).toBe(200)
    const result = await validate(structuredClone(docs.body) as never)
    expect(result.valid ? '' : compileErrors(result)).toBe('')

    const documented = new Set(
      Object.entries(docs.body.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    )
    const absent = routes
      .map((route) => `${route.method} ${openApiPath(route.url)}`)
      .filter((route) => !documented.has(route))
    expect(absent).toEqual([])
  })

  it('serves the pre-serialized catalogue with exactly the fields of its schema', async () => {
    // getCards sends a Buffer made once per change, which the serializer never sees.
    const creator = await createCreatorAccount(server)
    await createCard(client, creator, { price: 12.5 })
    const market = await client.get('/auth/user/getCards')
    expect(market.status).toBe(200)
    expect((market.body.cards as unknown[]).length).toBeGreaterThan(0)
    expect(cardsResponseSchema.parse(market.body)).toEqual(market.body)
  })

  it('streams the overlay events of the shape the overlay page reads', () => {
    expectTypeOf<StreamedEventData>().toEqualTypeOf<OverlayEventData>()
  })
})
