import type { ErrorResponse } from '../contract/errors'

// The refusals every layer raises and every route answers with: shaped here, with no HTTP framework,
// so repositories and services can throw them and server/plugins/errors.ts answers them.

/** The body of every refusal (`errorResponseSchema`): the spec's error fields, so any client reads the message. */
export function errorBody(message: string) {
  return { status: 'error', success: false, error: message, message } satisfies ErrorResponse
}

/**
 * A refusal raised below a route (password work queue full, a mail limit reached): answered with its
 * code, its message and, when known, `Retry-After` (seconds).
 */
export class RefusalError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 429 | 502 | 503,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
    this.name = 'RefusalError'
  }
}
