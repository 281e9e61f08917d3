import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'

export interface CachedBody {
  json: Buffer
  gzip: Buffer
  etag: string
}

/**
 * The card catalogue is read constantly and changes rarely, so it is serialized and compressed once
 * per change rather than once per request. Local writes invalidate it at once; `ttlMs` bounds how
 * stale it can be when another server instance (sharing PostgreSQL) made the change.
 */
export function createBodyCache(load: () => Promise<unknown>, ttlMs = 2000) {
  let cached: (CachedBody & { at: number }) | undefined
  let pending: Promise<CachedBody> | undefined
  let version = 0

  async function build(): Promise<CachedBody> {
    const startedAt = version
    const json = Buffer.from(JSON.stringify(await load()))
    const body = {
      json,
      gzip: gzipSync(json, { level: 9 }),
      etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
    }
    if (startedAt === version) cached = { ...body, at: Date.now() }
    return body
  }

  return {
    async get(): Promise<CachedBody> {
      if (cached && Date.now() - cached.at < ttlMs) return cached
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

export type BodyCache = ReturnType<typeof createBodyCache>
