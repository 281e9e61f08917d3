import { type SelectQueryBuilder, sql } from 'kysely'
import { pagingMessages } from '../../contract/paging'

// Keyset ("cursor") paging for the lists that grow: newest first by a timestamp column, ties broken by
// id, so that a page costs the same at row 10 and at row 100,000 (no OFFSET) and a row added or removed
// meanwhile neither repeats nor skips a row. The comparison is spelled with OR/AND rather than a row
// value, `(sort, id) < (?, ?)`, so that it reads the same on SQLite and PostgreSQL and never depends on
// row-value support; both sides use the database's own ordering of the text columns, ORDER BY and WHERE
// alike, so the pages agree with each other on either dialect.
//
// A cursor is the sort key and id of the row a page ended (or started) at, with a direction, as
// base64url JSON. It is a position, not a credential: every call applies its own filters (the viewer's
// id, the admin guard), so a forged cursor can only move where a list the caller may read starts. A
// cursor that does not decode to exactly what the server writes is refused with 400.

export interface KeysetPosition {
  /** The sort column's value (an ISO-8601 timestamp here). */
  sort: string
  id: string
}

export interface PageCursor {
  /** 'after': the rows older than the position (the next page); 'before': the newer ones (the previous). */
  direction: 'after' | 'before'
  position: KeysetPosition
}

export interface PageRequest {
  limit: number
  cursor?: PageCursor
  /** The last page: the oldest rows, as many as make the last page of `limit`-row pages. */
  fromEnd?: boolean
}

export interface Page<Row> {
  rows: Row[]
  nextCursor: string | null
  prevCursor: string | null
}

/** A malformed or forged cursor: answered 400 with the contract's message by the error handler. */
export class PageCursorError extends Error {
  readonly statusCode = 400
  constructor() {
    super(pagingMessages.invalidCursor)
    this.name = 'PageCursorError'
  }
}

const DIRECTION_CODES = { after: 'a', before: 'b' } as const
const BASE64URL = /^[A-Za-z0-9_-]+$/
// Sort keys and ids are plain printable text; anything else did not come from this server.
const PLAIN_TEXT = /^[\x20-\x7e]{1,100}$/

export function encodeCursor(direction: PageCursor['direction'], position: KeysetPosition): string {
  const payload = JSON.stringify([DIRECTION_CODES[direction], position.sort, position.id])
  return Buffer.from(payload, 'utf8').toString('base64url')
}

/** The cursor `text` names; throws PageCursorError unless it is exactly what encodeCursor writes. */
export function decodeCursor(text: string): PageCursor {
  if (!BASE64URL.test(text)) throw new PageCursorError()
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    throw new PageCursorError()
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw new PageCursorError()
  const [code, sort, id] = parsed as unknown[]
  const direction = code === 'a' ? 'after' : code === 'b' ? 'before' : null
  if (!direction || typeof sort !== 'string' || typeof id !== 'string') throw new PageCursorError()
  if (!PLAIN_TEXT.test(sort) || !PLAIN_TEXT.test(id)) throw new PageCursorError()
  const position = { sort, id }
  // Trailing bytes, another spelling of the same JSON, padding: not a cursor this server wrote.
  if (encodeCursor(direction, position) !== text) throw new PageCursorError()
  return { direction, position }
}

/** The page request of a paged call's query (`limit`, `cursor`, `from`); a bad cursor throws. */
export function pageRequest(
  query: { limit?: number; cursor?: string; from?: 'start' | 'end' },
  defaultLimit: number,
): PageRequest {
  return {
    limit: query.limit ?? defaultLimit,
    cursor: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
    fromEnd: query.from === 'end',
  }
}

/** Rows on the last page of `total` rows in pages of `limit`: 0 for none, else 1 to `limit`. */
export const lastPageSize = (total: number, limit: number) =>
  total === 0 ? 0 : total - (Math.ceil(total / limit) - 1) * limit

export interface KeysetColumns {
  /** The timestamp column the list is ordered by, newest first, as SQL would name it. */
  sort: string
  /** The id column that breaks ties. */
  id: string
}

/**
 * One page of `query` (already filtered), newest first by `columns`. `total` (the filtered count) is
 * needed only for `fromEnd`. `positionOf` reads a row's sort key and id, for the cursors.
 */
export async function fetchPage<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  columns: KeysetColumns,
  request: PageRequest,
  positionOf: (row: Row) => KeysetPosition,
  total = 0,
): Promise<Page<Row>> {
  const sort = sql.ref(columns.sort)
  const id = sql.ref(columns.id)
  const { cursor } = request
  // Backwards (the previous page, or the last): read oldest first from the position, then turn round.
  const backwards = cursor?.direction === 'before' || (!cursor && request.fromEnd === true)
  const take = !cursor && request.fromEnd ? lastPageSize(total, request.limit) : request.limit
  if (take === 0) return { rows: [], nextCursor: null, prevCursor: null }

  let paged = query
  if (cursor) {
    const { position } = cursor
    const past = backwards ? sql.raw('>') : sql.raw('<')
    paged = paged.where(
      sql<boolean>`(${sort} ${past} ${position.sort} or (${sort} = ${position.sort} and ${id} ${past} ${position.id}))`,
    )
  }
  const order = backwards ? sql.raw('asc') : sql.raw('desc')
  // One row more than the page: whether there is anything beyond it.
  const fetched = await paged
    .orderBy(sql`${sort} ${order}`)
    .orderBy(sql`${id} ${order}`)
    .limit(take + 1)
    .execute()
  const more = fetched.length > take
  const inPage = fetched.slice(0, take) as Row[]
  const rows = backwards ? inPage.reverse() : inPage
  const first = rows[0]
  const last = rows.at(-1)
  if (!first || !last) return { rows, nextCursor: null, prevCursor: null }
  const after = encodeCursor('after', positionOf(last))
  const before = encodeCursor('before', positionOf(first))
  if (backwards) {
    // Older rows exist after a previous page (the page it was asked from); none after the last page.
    return { rows, nextCursor: cursor ? after : null, prevCursor: more ? before : null }
  }
  return { rows, nextCursor: more ? after : null, prevCursor: cursor ? before : null }
}

/**
 * One page of a list held in memory (a cached list, in its own order), with the same cursors: the
 * position is the last row's index and id. The next page starts after that row, or at its index when
 * the row has left the list meanwhile.
 */
export function pageOfList<Row>(
  rows: readonly Row[],
  idOf: (row: Row) => string,
  request: Pick<PageRequest, 'limit' | 'cursor'>,
): { rows: Row[]; nextCursor: string | null } {
  let start = 0
  if (request.cursor) {
    const { id, sort } = request.cursor.position
    const at = rows.findIndex((row) => idOf(row) === id)
    const place = Number.parseInt(sort, 10)
    start = at >= 0 ? at + 1 : Number.isSafeInteger(place) && place >= 0 ? place : 0
  }
  const page = rows.slice(start, start + request.limit)
  const last = page.at(-1)
  const end = start + page.length
  return {
    rows: page,
    nextCursor:
      last && end < rows.length ? encodeCursor('after', { sort: String(end - 1), id: idOf(last) }) : null,
  }
}
