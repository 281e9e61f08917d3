import { type Kysely, type QueryCreator, type RawBuilder, sql } from 'kysely'
import { jsonArrayFrom as pgArray, jsonObjectFrom as pgObject } from 'kysely/helpers/postgres'
import { jsonArrayFrom as sqliteArray, jsonObjectFrom as sqliteObject } from 'kysely/helpers/sqlite'
import { DEFAULT_STREAM_SETTINGS, type StreamSettings } from '../../../contract/stream'
import type { SubscriberBadge } from '../../../contract/subscriber-badge'
import { isPostgres } from '../../db/database'
import { prepared } from '../../db/prepared'
import type { Database } from '../../db/schema'
import type { StreamUseRow } from '../../db/schema-stream'
import { badgeRowsAt, badgeTimes } from '../catalogue'
import type { StoredOverlayEvent } from '../realtime'
import { blockedWordsOf, eventPayloadOf, notification, type OverlayCard } from '../realtime'

// What the line mover (live-queue.ts `moveOn`) reads and writes under the streamer's line lock, as one
// statement each way (docs/stream-control.md): the state of the line, then the card sent (with the
// report that let it go). PostgreSQL folds the write into one statement that also tells every instance
// of the event at commit; SQLite runs its parts one after another in the same transaction. A
// repository, because those two statements are all it is, tuned together for the fewest round trips of
// a flash; the rows they answer are mapped to LineState here, beside them, and every rule of moving
// the line (what is overdue, what goes next, its slot) is live-queue.ts's.

const USE_COLUMNS = [
  'id',
  'streamer_id',
  'viewer_id',
  'viewer_name',
  'purchase_id',
  'card_id',
  'title',
  'description',
  'viewer_text',
  'flag',
  'status',
  'reason',
  'event_id',
  'starts_at',
  'ends_at',
  'created_at',
  'decided_at',
  'waiting_since',
  'sent_at',
  'shown_at',
  'attempts',
  'front',
  'line_seq',
] as const

const useColumns = USE_COLUMNS.map((column) => `stream_uses.${column}` as const)

/**
 * The first use waiting, with what its overlay event shows of its card and its viewer's badge, and
 * whether the streamer has approved that viewer once (their name may show: moderation.ts).
 */
export interface NextInLine {
  use: StreamUseRow
  card: { imageUrl: string; rarity: string; duration: number; sound: string | null }
  badge: SubscriberBadge | null
  approved: boolean
}

export interface LineState {
  paused: boolean
  volume: number
  viewerText: StreamSettings['viewerText']
  showViewerNames: boolean
  maxWaitMinutes: number
  blockedWords: string[]
  /** Sent and not yet reported on screen (one, but for a race). */
  sent: StreamUseRow[]
  first: NextInLine | undefined
  /** The end of the last slot given out or taken. */
  lastSlotEnd: string | undefined
  /** The use an overlay reported, with its card's duration (asked for by a report). */
  reported: { use: StreamUseRow; duration: number } | undefined
  /** The viewers of the first uses in line: a card shown moves each of them up (asked for by a report). */
  front: string[]
}

/** The viewers with a place near the front of the line a report tells (PLACES_TOLD in live-queue.ts). */
const FRONT_TOLD = 10

/** JSON values come back parsed from PostgreSQL and as text from SQLite. */
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T

type LineReadArgs = {
  streamerId: string
  now: string
  pastDueAfter: string
  reportedEventId: number | null
}

/**
 * The line's state as one statement: the settings, the cards sent, the first waiting with its card,
 * badge and approval, the end of the last slot and, when a report asks (`withReport`), the use reported
 * and the viewers at the front. Prepared (server/db/prepared.ts): a line moves once per card of a flash.
 */
function lineRead(withReport: boolean) {
  const names = [
    'streamerId',
    'now',
    'pastDueAfter',
    ...(withReport ? ['reportedEventId' as const] : []),
  ] as const
  return prepared<LineReadArgs, Record<string, unknown>>(
    names,
    (trx, args) => {
      const postgres = isPostgres(trx)
      const jsonArray = postgres ? pgArray : sqliteArray
      const jsonObject = postgres ? pgObject : sqliteObject
      const { streamerId } = args
      const ofStreamer = () => trx.selectFrom('stream_uses').where('stream_uses.streamer_id', '=', streamerId)
      return trx.selectNoFrom(() => [
        jsonObject(
          trx
            .selectFrom('stream_settings')
            .select([
              'paused',
              'volume',
              'viewer_text',
              'show_viewer_names',
              'max_wait_minutes',
              'blocked_words',
            ])
            .where('streamer_id', '=', streamerId),
        ).as('settings'),
        jsonArray(
          ofStreamer()
            .select(useColumns)
            .where('stream_uses.status', '=', 'sent')
            .orderBy('stream_uses.front', 'desc')
            .orderBy('stream_uses.line_seq')
            .limit(500),
        ).as('sent'),
        jsonObject(
          // The first along stream_uses_line, then its card and badge: joined before the limit, a
          // planner may join the whole line.
          trx
            .selectFrom(
              ofStreamer()
                .select(useColumns)
                .where('stream_uses.status', '=', 'queued')
                .orderBy('stream_uses.front', 'desc')
                .orderBy('stream_uses.line_seq')
                .limit(1)
                .as('next'),
            )
            .innerJoin('cards', 'cards.id', 'next.card_id')
            .leftJoin(
              badgeRowsAt(trx, streamerId, { now: args.now, pastDueAfter: args.pastDueAfter }).as('badge'),
              'badge.viewer_id',
              'next.viewer_id',
            )
            .leftJoin('stream_viewer_approvals as approval', (join) =>
              join
                .onRef('approval.viewer_id', '=', 'next.viewer_id')
                .on('approval.streamer_id', '=', streamerId),
            )
            .select(USE_COLUMNS.map((column) => `next.${column}` as const))
            .select([
              'cards.image_url as card_image_url',
              'cards.rarity as card_rarity',
              'cards.duration_seconds as card_duration',
              'cards.sound as card_sound',
              'badge.tier_name as badge_tier',
              'badge.badge_colour as badge_colour',
              'badge.months as badge_months',
              'approval.viewer_id as approved_viewer',
            ]),
        ).as('first'),
        ofStreamer()
          .select('stream_uses.ends_at')
          .where('stream_uses.ends_at', 'is not', null)
          .where('stream_uses.status', 'in', ['sent', 'shown', 'skipped'])
          .orderBy('stream_uses.ends_at', 'desc')
          .limit(1)
          .as('last_slot_end'),
        (withReport
          ? (jsonObject(
              ofStreamer()
                .innerJoin('cards', 'cards.id', 'stream_uses.card_id')
                .select(useColumns)
                .select('cards.duration_seconds as card_duration')
                .where('stream_uses.event_id', '=', args.reportedEventId as number),
            ) as RawBuilder<unknown>)
          : sql<unknown>`null`
        ).as('reported'),
        (withReport
          ? (jsonArray(
              // Behind the card sent: the first waiting, along stream_uses_line.
              ofStreamer()
                .select('stream_uses.viewer_id')
                .where('stream_uses.status', '=', 'queued')
                .orderBy('stream_uses.front', 'desc')
                .orderBy('stream_uses.line_seq')
                .limit(FRONT_TOLD),
            ) as RawBuilder<unknown>)
          : sql<unknown>`null`
        ).as('front'),
      ])
    },
    { named: true },
  )
}

const readLineAlone = lineRead(false)
const readLineWithReport = lineRead(true)

/** The line's state in one statement. */
async function readLine(
  trx: Kysely<Database>,
  streamerId: string,
  now: Date,
  ask: { reportedEventId?: number } = {},
): Promise<LineState> {
  const times = badgeTimes(now)
  const args = { streamerId, now: times.now, pastDueAfter: times.pastDueAfter }
  const { rows } =
    ask.reportedEventId === undefined
      ? await readLineAlone(trx, { ...args, reportedEventId: null })
      : await readLineWithReport(trx, { ...args, reportedEventId: ask.reportedEventId })
  const row = rows[0]
  if (!row) throw new Error('the line read answered no row')

  const settings = parsed<{
    paused: number
    volume: number
    viewer_text: StreamSettings['viewerText']
    show_viewer_names: number
    max_wait_minutes: number
    blocked_words: string
  } | null>(row.settings)
  const first = parsed<(StreamUseRow & Record<string, unknown>) | null>(row.first)
  const sent = parsed<StreamUseRow[] | null>(row.sent) ?? []
  const reported = parsed<(StreamUseRow & { card_duration: number }) | null>(row.reported)
  return {
    paused: settings ? settings.paused === 1 : false,
    volume: settings?.volume ?? DEFAULT_STREAM_SETTINGS.volume,
    viewerText: settings?.viewer_text ?? DEFAULT_STREAM_SETTINGS.viewerText,
    showViewerNames: settings ? settings.show_viewer_names === 1 : DEFAULT_STREAM_SETTINGS.showViewerNames,
    maxWaitMinutes: settings?.max_wait_minutes ?? DEFAULT_STREAM_SETTINGS.maxWaitMinutes,
    blockedWords: settings ? blockedWordsOf(settings.blocked_words) : [],
    sent,
    first: first ? nextInLine(first) : undefined,
    lastSlotEnd: (row.last_slot_end as string | null) ?? undefined,
    reported: reported ? { use: onlyUse(reported), duration: reported.card_duration } : undefined,
    front: [
      ...sent.map((use) => use.viewer_id),
      ...(parsed<Array<{ viewer_id: string }> | null>(row.front) ?? []).map((entry) => entry.viewer_id),
    ].slice(0, FRONT_TOLD),
  }
}

function onlyUse(row: Record<string, unknown>): StreamUseRow {
  return Object.fromEntries(USE_COLUMNS.map((column) => [column, row[column]])) as unknown as StreamUseRow
}

function nextInLine(row: Record<string, unknown>): NextInLine {
  return {
    use: onlyUse(row),
    card: {
      imageUrl: row.card_image_url as string,
      rarity: row.card_rarity as string,
      duration: row.card_duration as number,
      sound: (row.card_sound as string | null) ?? null,
    },
    badge:
      typeof row.badge_tier === 'string'
        ? {
            tier: row.badge_tier,
            badgeColour: row.badge_colour as SubscriberBadge['badgeColour'],
            months: Number(row.badge_months ?? 0),
          }
        : null,
    // The streamer's own use (a battle's forfeit, modules/battles) is theirs to name: never 'a viewer'.
    approved: typeof row.approved_viewer === 'string' || row.viewer_id === row.streamer_id,
  }
}

/** A use an overlay reported on screen: shown from `shownAt` for its duration. */
export interface ShownChange {
  useId: string
  shownAt: string
  endsAt: string
}

/** The card to send: its use, its overlay event and the slot it takes. */
export interface SendChange {
  use: StreamUseRow
  card: OverlayCard
  slot: { starts_at: string; ends_at: string }
}

const shownSet = (shown: ShownChange) => ({
  status: 'shown' as const,
  shown_at: shown.shownAt,
  starts_at: shown.shownAt,
  ends_at: shown.endsAt,
  front: 0,
})

const sentSet = (send: SendChange, now: Date) => ({
  status: 'sent' as const,
  sent_at: now.toISOString(),
  front: 0,
  ...send.slot,
})

/**
 * Writes a report and the card sent after it, in one statement on PostgreSQL: the use shown, the
 * card's overlay event (told to every instance at the commit), the use sent. Returns the event stored.
 */
async function writeLine(
  trx: Kysely<Database>,
  streamerId: string,
  now: Date,
  change: { shown?: ShownChange; send?: SendChange },
): Promise<StoredOverlayEvent | undefined> {
  const { shown, send } = change
  if (!send) {
    if (shown)
      await trx.updateTable('stream_uses').set(shownSet(shown)).where('id', '=', shown.useId).execute()
    return undefined
  }
  const { kind, payload } = eventPayloadOf(send.card)
  const event = {
    streamer_id: streamerId,
    kind,
    payload: JSON.stringify(payload),
    created_at: now.toISOString(),
  }
  let id: number
  if (isPostgres(trx)) {
    const base = (
      shown
        ? trx.with('shown', (db) =>
            db.updateTable('stream_uses').set(shownSet(shown)).where('id', '=', shown.useId).returning('id'),
          )
        : trx
    ) as QueryCreator<Database>
    const row = await base
      .with('ev', (db) => db.insertInto('overlay_events').values(event).returning('id'))
      .with('sent', (db) =>
        db
          .updateTable('stream_uses')
          .set((eb) => ({ ...sentSet(send, now), event_id: eb.selectFrom('ev').select('ev.id') }))
          .where('id', '=', send.use.id)
          .returning('id'),
      )
      .selectFrom('ev')
      .select(['ev.id', notification(sql<string>`ev.id::text`).as('told')])
      .executeTakeFirstOrThrow()
    id = row.id
  } else {
    if (shown)
      await trx.updateTable('stream_uses').set(shownSet(shown)).where('id', '=', shown.useId).execute()
    id = (await trx.insertInto('overlay_events').values(event).returning('id').executeTakeFirstOrThrow()).id
    await trx
      .updateTable('stream_uses')
      .set({ ...sentSet(send, now), event_id: id })
      .where('id', '=', send.use.id)
      .execute()
  }
  return { ...payload, id, streamerId, kind, createdAt: event.created_at }
}

// Made on the transaction that holds the streamer's line lock (live-queue.ts `run`, `reportShown`).
export function createLineRepository(trx: Kysely<Database>) {
  return {
    /** The line's state in one statement (with the reported use and the front, when a report asks). */
    read: (streamerId: string, now: Date, ask: { reportedEventId?: number } = {}) =>
      readLine(trx, streamerId, now, ask),

    /** The use shown and the card sent, with its overlay event, in one statement on PostgreSQL. */
    write: (streamerId: string, now: Date, change: { shown?: ShownChange; send?: SendChange }) =>
      writeLine(trx, streamerId, now, change),
  }
}
