import type { Generated, Selectable } from 'kysely'

// The streamer's control of the stream: settings, and every use as it passes the live queue.

/** One row per streamer who changed something; absent means DEFAULT_STREAM_SETTINGS. */
export interface StreamSettingsTable {
  streamer_id: string
  viewer_text: 'card-only' | 'approve' | 'live'
  /** JSON array of lower-cased, NFKC-normalised words, added to the default list. */
  blocked_words: Generated<string>
  volume: number
  default_cooldown_seconds: Generated<number>
  default_viewer_cooldown_seconds: Generated<number>
  /** 1 while the overlay is paused: released uses wait without a slot. */
  paused: Generated<number>
  /** Minutes a use may wait for the stream before it goes back to its viewer; 0: forever. */
  max_wait_minutes: Generated<number>
  /** 1: the overlay says 'Used by <name>'; 0: no names on stream. */
  show_viewer_names: Generated<number>
  /** How many uses one viewer may have waiting in this streamer's queue at once. */
  max_waiting_per_viewer: Generated<number>
  updated_at: string
}

/**
 * One use of a purchase on a streamer's overlay, as stored:
 * - held: waiting for the streamer's approval;
 * - queued: waiting in line for the stream (no overlay is connected, the overlay is paused, or
 *   another card is ahead); `front` puts a card the overlay failed to show ahead of the others;
 * - sent: its overlay event went out (`sent_at`), with the slot it should take; not yet on screen;
 * - shown: an overlay reported it on screen at `shown_at`, until `ends_at`;
 * - skipped: shown, and ended early by the streamer;
 * - rejected: returned to the viewer, with the `reason` (rejected, cleared, withdrawn, offline).
 */
export interface StreamUseTable {
  id: string
  streamer_id: string
  viewer_id: string
  viewer_name: string
  purchase_id: string
  card_id: string
  /** The text that shows (the viewer's, cleaned, or the card's own). */
  title: string
  description: string
  /** 1 when the viewer edited the text. */
  viewer_text: number
  /** Why it was held beyond the mode (a blocked word), else null. */
  flag: string | null
  status: StoredUseStatus
  reason: string | null
  /** The overlay event that shows (or last showed) it; null until first sent. */
  event_id: number | null
  /** The slot it was sent for, or (shown) when it went on screen and when it leaves. */
  starts_at: string | null
  ends_at: string | null
  created_at: string
  decided_at: string | null
  /** Since when it waits in line (the use, or the approval); what `max_wait_minutes` counts. */
  waiting_since: string | null
  sent_at: string | null
  shown_at: string | null
  /** Times it was sent without an overlay reporting it. */
  attempts: Generated<number>
  /** 1: goes ahead of the others when next sent (it was sent once and not shown). */
  front: Generated<number>
  /**
   * Its place in the line: drawn at the insert (and again when it re-enters at the back: approved,
   * replayed), never from a clock (migration 037).
   */
  line_seq: number
}

/**
 * A streamer approved a use of this viewer once: in the 'approve' mode the viewer's name shows on
 * the overlay from then on (server/modules/realtime/moderation.ts `nameOnStream`).
 */
export interface StreamViewerApprovalTable {
  streamer_id: string
  viewer_id: string
  approved_at: string
}

export const STORED_USE_STATUSES = ['held', 'queued', 'sent', 'shown', 'skipped', 'rejected'] as const
export type StoredUseStatus = (typeof STORED_USE_STATUSES)[number]

export interface StreamTables {
  stream_settings: StreamSettingsTable
  stream_uses: StreamUseTable
  stream_viewer_approvals: StreamViewerApprovalTable
}

export type StreamSettingsRow = Selectable<StreamSettingsTable>
export type StreamUseRow = Selectable<StreamUseTable>
