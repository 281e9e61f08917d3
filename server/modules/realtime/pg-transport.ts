import pg from 'pg'
import { backoffDelay } from '../../../contract/backoff'
import { CHANNEL_PREFIX } from './notifications-repository'

export interface TransportLog {
  warn(obj: object, msg: string): void
}

export interface PgTransportHandlers {
  /** A notification's payload, in the order PostgreSQL delivered them. */
  onMessage(payload: string): void
  /** Listening (again): anything stored since `lostSince` may have been missed. */
  onListening(lostSince: Date): void
}

const channelFor = (schema: string) => `${CHANNEL_PREFIX}${schema}`.slice(0, 63)
const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * PostgreSQL LISTEN between server instances: notifications go out through the pool
 * (notifications-repository.ts); one dedicated client (LISTEN needs a session of its own) hears them,
 * and reconnects with backoff when it drops, reporting since when it may have missed some.
 */
export function createPgTransport(options: {
  pool: pg.Pool
  log: TransportLog
  handlers: PgTransportHandlers
}) {
  const { pool, log, handlers } = options
  let current: pg.Client | undefined
  let lostSince: Date | undefined = new Date()
  let attempt = 0
  let retryTimer: NodeJS.Timeout | undefined
  let closing = false
  const dead = new WeakSet<pg.Client>()
  let markListening: () => void = () => {}
  const listening = new Promise<void>((resolve) => {
    markListening = resolve
  })

  function scheduleReconnect() {
    if (closing || retryTimer) return
    const delay = backoffDelay(attempt++, { initialMs: 250, maxMs: 5000, jitter: 0.5 })
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      void connect()
    }, delay).unref()
  }

  function lost(client: pg.Client, error?: unknown) {
    if (dead.has(client)) return
    dead.add(client)
    if (current === client) current = undefined
    lostSince ??= new Date()
    client.end().catch(() => {})
    if (!closing) {
      log.warn({ err: error }, 'overlay bus: LISTEN connection lost, reconnecting')
      scheduleReconnect()
    }
  }

  async function connect() {
    const { connectionString, options: pgOptions } = pool.options
    const client = new pg.Client({ connectionString, options: pgOptions, keepAlive: true })
    client.on('error', (error) => lost(client, error))
    client.on('end', () => lost(client))
    client.on('notification', (message) => {
      if (message.payload && !dead.has(client)) handlers.onMessage(message.payload)
    })
    try {
      await client.connect()
      const { rows } = await client.query<{ schema: string }>('select current_schema() as schema')
      await client.query(`LISTEN ${quoteIdent(channelFor(rows[0]?.schema ?? 'public'))}`)
    } catch (error) {
      lost(client, error)
      return
    }
    if (closing || dead.has(client)) {
      lost(client)
      return
    }
    current = client
    attempt = 0
    const since = lostSince ?? new Date()
    lostSince = undefined
    markListening()
    handlers.onListening(since)
  }

  void connect()

  return {
    /** Resolves once the first LISTEN is in place. */
    listening: () => listening,

    async close() {
      closing = true
      if (retryTimer) clearTimeout(retryTimer)
      const client = current
      current = undefined
      if (client) {
        dead.add(client)
        await client.end().catch(() => {})
      }
    },
  }
}
