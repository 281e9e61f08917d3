// The floor of the mixed load (bench/mixed-load.ts): the least a server must do to answer the same
// clients over the same database, so that the app's write rate is read against what this machine
// allows rather than against a database's own limit (pgbench). A bare Fastify server with the app's
// schema (its own migrations, SQLite in a temp folder or PostgreSQL in the schema it is given), seeded
// as the app's load server is (bench/load-seed.ts), that speaks the routes and bodies the load's
// clients send:
// - every signed-in call: the same JWT check (the app's token service, jose) and the same session
//   read (the users repository's `signedIn`: users ⟕ user_sessions and the revoked check);
// - getCards: the same cached, pre-gzipped catalogue body with its ETag (and its 304);
// - a take: ONE `INSERT INTO purchases`;
// - a use: ONE statement on PostgreSQL (a data-modifying CTE: mark the purchase used, then put the
//   use in line from what it returned); on SQLite the UPDATE and the INSERT in one transaction;
// - an overlay's event stream: held open and sent nothing (the floor has no line), so the load's
//   overlays connect as they do to the app.
// No quotas, cooldowns, line, overlay events or signals: those are what the app adds above the floor.
// Prints the same JSON first line as bench/mixed-load-server.ts.
import { mkdtempSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import { useCardSchema } from '../contract/card-use'
import { createTransactionSchema } from '../contract/purchases'
import { ensureSchema, openDatabase } from '../server/db/database'
import { newId } from '../server/db/ids'
import { migrateToLatest } from '../server/db/migrate'
import type { UserRow } from '../server/db/schema'
import { createTokenService, deriveKeys } from '../server/modules/accounts/tokens'
import { createUsersRepository, tokenPredatesRevocation } from '../server/modules/accounts/users-repository'
import { createCardsRepository, toCardForSale } from '../server/modules/catalogue/cards-repository'
import { createBodyCache } from '../server/modules/catalogue/catalogue-cache'
import { toTransaction } from '../server/modules/purchases/purchases-repository'
import { LOAD_JWT_SECRET, type Seed, seedLoad } from './load-seed'

const options = {
  dataDir: mkdtempSync(join(tmpdir(), 'cardcast-floor-')),
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  schema: process.env.BENCH_DATABASE_SCHEMA || undefined,
  // The app's pool (DATABASE_POOL_SIZE, 10 unless set), so that both wait on PostgreSQL alike.
  poolSize: Number(process.env.DATABASE_POOL_SIZE) || undefined,
}
await ensureSchema(options)
const database = openDatabase(options)
const { db } = database
await migrateToLatest(db, database.schema)
const tokens = createTokenService(deriveKeys(LOAD_JWT_SECRET).tokenSigning)
const users = createUsersRepository(db)
const cards = createCardsRepository(db)
const seeded = await seedLoad({ db, users, cards, tokens })

// The floor changes no card: the cards on sale are read once, and the catalogue body is the app's
// (the same rows through the same `toCardForSale`, serialized and gzipped by the same cache).
const onSale = new Map((await cards.listOnSale()).map((row) => [row.id, row]))
const catalogue = createBodyCache(async () => ({
  status: 'success' as const,
  cards: [...onSale.values()].map((row) =>
    toCardForSale(row, { plan: row.seller_plan, pro_until: row.seller_pro_until }),
  ),
}))
const lineSeq = await lineSeqValue()

const app = Fastify({ logger: false })
const overlays = new Set<ServerResponse>()

const refuse = (reply: FastifyReply, code: number, message: string) =>
  reply.code(code).send({ status: 'error', success: false, message })

/** The app's `authenticate`, less what the bench's tokens never carry (a session row to keep alive). */
async function signedIn(req: FastifyRequest): Promise<UserRow | undefined> {
  const header = req.headers.authorization
  if (!header?.startsWith('Bearer ')) return undefined
  const claims = await tokens.verify(header.slice('Bearer '.length).trim(), 'user')
  if (!claims) return undefined
  const found = await users.signedIn(claims.sub, claims.jti)
  if (!found || found.revoked || tokenPredatesRevocation(found.user, claims.issuedAtMs)) return undefined
  if (found.session?.ended_at) return undefined
  return found.user
}

app.get('/auth/user/getCards', async (req, reply) => {
  const body = await catalogue.get()
  reply.header('ETag', body.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding')
  if (req.headers['if-none-match'] === body.etag) return reply.code(304).send()
  reply.type('application/json; charset=utf-8')
  if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    return reply.header('Content-Encoding', 'gzip').send(body.gzip)
  }
  return reply.send(body.json)
})

app.post('/auth/user/createTransaction', async (req, reply) => {
  const user = await signedIn(req)
  if (!user) return refuse(reply, 401, 'Session expired.')
  const input = createTransactionSchema.safeParse(req.body)
  if (!input.success) return refuse(reply, 400, 'Invalid card data.')
  const card = onSale.get(input.data.cardId)
  if (!card) return refuse(reply, 404, 'Card not found.')
  if (card.price_paise !== 0 || input.data.paymentId !== 'free') return refuse(reply, 400, 'Not a free card.')
  const row = {
    id: newId(),
    card_id: card.id,
    user_id: user.id,
    user_email: user.email,
    streamer_email: card.streamer_email,
    title: card.title,
    description: card.description,
    amount_paise: 0,
    payment_id: 'free',
    order_id: 'free',
    is_used: 0,
    used_at: null,
    use_key: null,
    purchase_date: new Date().toISOString(),
    deleted_at: null,
    refunded_at: null,
  }
  await db.insertInto('purchases').values(row).execute()
  return reply.code(201).send({
    status: 'success',
    message: 'Card purchased.',
    transaction: { ...toTransaction(row), streamerEmailId: card.creator_id },
  })
})

app.post('/auth/user/useCard', async (req, reply) => {
  const user = await signedIn(req)
  if (!user) return refuse(reply, 401, 'Session expired.')
  const input = useCardSchema.safeParse(req.body)
  if (!input.success) return refuse(reply, 400, 'Invalid card data.')
  const card = onSale.get(input.data.cardId)
  if (!card) return refuse(reply, 404, 'Card not found.')
  const now = new Date().toISOString()
  const useId = newId()
  const used = sql`update purchases set is_used = 1, used_at = ${now}, use_key = ${input.data.idempotencyKey ?? null}
    where id = ${input.data.transactionId} and user_id = ${user.id} and card_id = ${card.id}
      and is_used = 0 and refunded_at is null`
  const use = (from: ReturnType<typeof sql>) => sql`insert into stream_uses
    (id, streamer_id, viewer_id, viewer_name, purchase_id, card_id, title, description, viewer_text,
     status, created_at, waiting_since${lineSeq ? sql`, line_seq` : sql``})
    select ${useId}, ${card.creator_id}, ${user.id}, ${user.username}, ${input.data.transactionId},
      ${card.id}, ${card.title}, ${card.description}, 0, 'queued', ${now}, ${now}${lineSeq ? sql`, ${lineSeq}` : sql``}
    ${from}`
  let stored: boolean
  if (database.dialect === 'postgres') {
    const { rows } =
      await sql`with used as (${used} returning id) ${use(sql`from used`)} returning id`.execute(db)
    stored = rows.length === 1
  } else {
    stored = await db.transaction().execute(async (trx) => {
      const { numAffectedRows } = await used.execute(trx)
      if (numAffectedRows !== 1n) return false
      await use(sql``).execute(trx)
      return true
    })
  }
  if (!stored) return refuse(reply, 409, 'This card was already used.')
  return reply.send({
    status: 'success',
    message: 'Card used.',
    transactionId: input.data.transactionId,
    usedAt: now,
    useId,
    useStatus: 'queued',
  })
})

// The load's overlays connect before it starts and count what they receive: here, nothing.
app.get('/overlay/events', (_req, reply) => {
  reply.hijack()
  reply.raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-store, no-transform',
    Connection: 'keep-alive',
  })
  reply.raw.write(': connected\n\n')
  overlays.add(reply.raw)
  reply.raw.once('close', () => overlays.delete(reply.raw))
})
app.addHook('preClose', async () => {
  for (const res of overlays) res.destroy()
})

/**
 * The value a use's place in line takes when the schema has a `line_seq` column without a default of
 * its own (the app computes it): a sequence named for it on PostgreSQL, the next number on SQLite
 * (one writer); undefined when the column is missing or fills itself.
 */
async function lineSeqValue() {
  if (database.dialect === 'sqlite') {
    const { rows } = await sql<{
      name: string
      dflt_value: string | null
    }>`pragma table_info(stream_uses)`.execute(db)
    const column = rows.find((row) => row.name === 'line_seq')
    return column && column.dflt_value === null
      ? sql`(select coalesce(max(line_seq), 0) + 1 from stream_uses)`
      : undefined
  }
  const { rows } = await sql<{ column_default: string | null; sequence: string | null }>`
    select column_default,
      (select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'S' and n.nspname = ${database.schema} and c.relname like '%line_seq%' limit 1) as sequence
    from information_schema.columns
    where table_schema = ${database.schema} and table_name = 'stream_uses' and column_name = 'line_seq'`.execute(
    db,
  )
  const column = rows[0]
  if (!column || column.column_default !== null || !column.sequence) return undefined
  return sql`nextval(${column.sequence}::regclass)`
}

const address = await app.listen({ port: 0, host: '127.0.0.1' })
const seed: Seed = { url: address, dialect: database.dialect, dataDir: options.dataDir, ...seeded }
process.stdout.write(`${JSON.stringify(seed)}\n`)
process.on('SIGTERM', async () => {
  await app.close()
  await database.close()
  process.exit(0)
})
