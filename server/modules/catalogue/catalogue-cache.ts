import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'

export interface CachedBody<T = unknown> {
  json: Buffer
  gzip: Buffer
  etag: string
  /** What was serialized, for answers that take part of it (the market's search). */
  value: T
}

/**
 * A value read constantly and changed rarely (the market's catalogue, its streamers), loaded once per
 * change rather than once per request. Local writes invalidate it at once; `ttlMs` bounds how stale
 * it can be when another server instance (sharing PostgreSQL) made the change.
 */
export function createTtlCache<T>(load: () => Promise<T>, ttlMs = 2000) {
  let cached: { value: T; at: number } | undefined
  let pending: Promise<T> | undefined
  let version = 0

  async function build(): Promise<T> {
    const startedAt = version
    const value = await load()
    if (startedAt === version) cached = { value, at: Date.now() }
    return value
  }

  return {
    async get(): Promise<T> {
      if (cached && Date.now() - cached.at < ttlMs) return cached.value
      pending ??= build().finally(() => {
        pending = undefined
      })
      return pending
    },
    invalidate() {
      version++
      cached = undefined
      pending = undefined
    },
  }
}

/** The catalogue's answer, serialized and gzipped once per change, with its ETag. */
export function createBodyCache<T>(load: () => Promise<T>, ttlMs = 2000) {
  return createTtlCache(async (): Promise<CachedBody<T>> => {
    const value = await load()
    const json = Buffer.from(JSON.stringify(value))
    return {
      json,
      gzip: gzipSync(json, { level: 9 }),
      etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
      value,
    }
  }, ttlMs)
}

export type BodyCache<T = unknown> = ReturnType<typeof createBodyCache<T>>
export type TtlCache<T> = ReturnType<typeof createTtlCache<T>>
