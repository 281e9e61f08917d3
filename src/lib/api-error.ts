// What a failed RTK Query call was, in the terms the spec's error catalogue uses: an HTTP answer with
// a body, no answer at all, or something else.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'

export interface ApiBody {
  error?: string
  message?: string
  [key: string]: unknown
}

export type ApiFailure =
  | { kind: 'http'; status: number; body: ApiBody }
  | { kind: 'network' }
  | { kind: 'other'; error: unknown }

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error
}

function bodyOf(data: unknown): ApiBody {
  return typeof data === 'object' && data !== null ? (data as ApiBody) : {}
}

export function describeFailure(error: unknown): ApiFailure {
  if (!isFetchBaseQueryError(error)) return { kind: 'other', error }
  if (typeof error.status === 'number')
    return { kind: 'http', status: error.status, body: bodyOf(error.data) }
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return { kind: 'network' }
  if (error.status === 'PARSING_ERROR') return { kind: 'http', status: error.originalStatus, body: {} }
  return { kind: 'other', error }
}

/** A non-empty string, or undefined: the spec's "server text, else fallback" chains skip empty text. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

/** The server's own words for a failed call: its `message`, else its `error` (HTTP answers only). */
export function serverMessage(failure: ApiFailure): string | undefined {
  return failure.kind === 'http' ? (text(failure.body.message) ?? text(failure.body.error)) : undefined
}
