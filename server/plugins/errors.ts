import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { contactMessages } from '../../contract/contact-messages'
import { commonMessages } from '../../contract/messages'
import { errorBody, RefusalError } from '../errors'

/** The answer while the database cannot be reached (PostgreSQL stopped, restarting, unreachable). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Try again shortly.'
/** Seconds a client is asked to wait before calling again while the database is away. */
const DATABASE_RETRY_AFTER_SECONDS = 5

/** Network failures of a database connection (node's own codes, from `net` and `dns`). */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
])
/**
 * PostgreSQL SQLSTATEs that mean "not now" rather than "wrong request": administrator or crash
 * shutdown (57P01, 57P02), starting up (57P03), too many connections (53300); class 08 is
 * connection exceptions.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300'])
/** What node-postgres throws, without a code, for a connection that went away under a query. */
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
]

/**
 * Whether `error` says the database could not be reached, rather than that a query was wrong: the
 * connection was refused, dropped or reset, or the server is shutting down or starting. (Not the
 * `cause` of other errors: a refused call to the payment provider is not the database.)
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false
  // Node reports a refused connection to every address of a host name as one AggregateError.
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') {
    if (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true
    if (/^08[0-9A-Z]{3}$/.test(code)) return true
  }
  return LOST_CONNECTION_MESSAGES.some((text) => error.message.startsWith(text))
}

/**
 * Bad input is a 4xx with the first validation message; a database that cannot be reached is a 503
 * that says so (the pool reconnects by itself, so the next call may work); anything else unexpected
 * is logged and answered with a generic 500 that leaks nothing.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RefusalError) {
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds))
      return reply.code(error.statusCode).send(errorBody(error.message))
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]
      const message =
        first?.message && first.instancePath !== '/' ? first.message : commonMessages.invalidRequest
      return reply.code(400).send(errorBody(message))
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status === 429 ? error.message : clientMessage(error)))
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'request failed: the database is unavailable')
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
      return reply.code(503).send(errorBody(DATABASE_UNAVAILABLE_MESSAGE))
    }
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send(errorBody(commonMessages.internal))
  })
}

function clientMessage(error: FastifyError): string {
  // Fastify's own words for a body it could not parse are English and name its internals: the shared
  // message says it (in the request's language, server/plugins/locale.ts).
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON' ||
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  ) {
    return commonMessages.invalidRequest
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'Request body is too large.'
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Unsupported content type.'
  return error.message || commonMessages.invalidRequest
}

/** Whether a parsed body, query or params object holds a NUL character in any string or key. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (value === null || typeof value !== 'object' || depth > 64) return false
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(item, depth + 1)) return true
  }
  return false
}

/**
 * Refuses with 400 any declared input (params, query string, body) carrying a NUL character: no
 * field takes one, and PostgreSQL cannot store or even compare it in text ("invalid byte sequence
 * for encoding UTF8: 0x00"), which made such a request a 500 there.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    const schema = request.routeOptions.schema ?? {}
    const nul =
      (schema.params !== undefined && holdsNul(request.params)) ||
      (schema.querystring !== undefined && holdsNul(request.query)) ||
      (schema.body !== undefined && holdsNul(request.body))
    if (nul) {
      // The contact form's wording for the same refusal (its schema checks it too).
      reply.code(400).send(errorBody(contactMessages.invalidCharacter))
      return reply
    }
  })
}
