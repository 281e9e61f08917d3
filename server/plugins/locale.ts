// The request's language, and the one point where the server's answers take it (docs/i18n-server.md).
//
// `request.locale`, in this order: the language the user picked (the `locale` cookie the app sets),
// the first supported language of `Accept-Language` (the app sends its UI's on every API call), the
// signed-in account's (`request.user`, once `app.authenticate` ran), else English (India). A reply
// written before `authenticate` ran (bad input is refused before the route's preHandler) still speaks
// the account's language: the reply's hook reads it from the bearer token (`accountLocale`).
//
// Every message the server writes into a reply (a refusal's `error` and `message`, a success's
// `message`) is written in English, from `contract/`, and turned into the request's language here,
// just before the reply is serialized: no route translates anything itself.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { DEFAULT_LOCALE, type Locale } from '../../contract/locale'
import { translateMessage } from '../../contract/translate'
import { namedLocale } from '../lib/request-locale'

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in (server/plugins/locale.ts). */
    readonly locale: Locale
  }
}

/** The fields of a reply that carry a message for people (errorBody, `{status, message}`, …). */
const MESSAGE_FIELDS = ['message', 'error'] as const

/** The language of `request` (the order is this file's header's). */
export function localeOf(
  request: Pick<FastifyRequest, 'headers'> & { user?: { locale: Locale } | null },
): Locale {
  return namedLocale(request) ?? request.user?.locale ?? DEFAULT_LOCALE
}

/** Whether a reply carries a message for people (the only replies the hook translates). */
const carriesMessage = (payload: unknown): payload is Record<string, unknown> =>
  payload !== null &&
  typeof payload === 'object' &&
  !Array.isArray(payload) &&
  !Buffer.isBuffer(payload) &&
  MESSAGE_FIELDS.some((field) => typeof (payload as Record<string, unknown>)[field] === 'string')

/** `payload` with its message fields in `locale`; the same object when there is nothing to change. */
export function translatePayload(payload: unknown, locale: Locale): unknown {
  if (locale === DEFAULT_LOCALE || !carriesMessage(payload)) return payload
  const record = payload
  let changed: Record<string, unknown> | undefined
  for (const field of MESSAGE_FIELDS) {
    const text = record[field]
    if (typeof text !== 'string') continue
    const translated = translateMessage(text, locale)
    if (translated === text) continue
    changed ??= { ...record }
    changed[field] = translated
  }
  return changed ?? payload
}

/**
 * Decorates every request with `locale` and translates every object reply's messages, the error
 * handler's and the hooks' refusals included (they are replies like any other). Registered on the root
 * before any route, so that it reaches every route and the not-found handler. `accountLocale` reads the
 * language of the account whose bearer token the request carries (accounts' `signedInUser`), for a
 * reply that names no language and was written before `authenticate` ran.
 */
export function registerLocale(
  app: FastifyInstance,
  { accountLocale }: { accountLocale: (request: FastifyRequest) => Promise<Locale | undefined> },
) {
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return localeOf(this)
    },
  })
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!carriesMessage(payload)) return payload
    const locale =
      namedLocale(request) ??
      request.user?.locale ??
      (request.headers.authorization ? await accountLocale(request).catch(() => undefined) : undefined) ??
      DEFAULT_LOCALE
    const translated = translatePayload(payload, locale)
    if (translated !== payload) reply.header('Content-Language', locale)
    return translated
  })
}
