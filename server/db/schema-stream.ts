import type { Selectable } from 'kysely'

// The streamer's control of the stream (issue 14): settings, and every use as it passes the live queue.

/** One row per streamer who changed something; absent means DEFAULT_STREAM_SETTINGS. */
export interface StreamSettingsTable {
  streamer_id: string
  viewer_text: 'card-only' | 'approve' | 'live'
  /** JSON array of lower-cased, NFKC-normalised words, added to the default list. */
  blocked_words: string
  volume: number
  default_cooldown_seconds: number
  default_viewer_cooldown_seconds: number
  /** 1 while the overlay is paused: released uses wait without a slot. */
  paused: number
  updated_at: string
}

/**
 * One use of a purchase on a streamer's overlay. `status` is what is stored: held (waiting for
 * approval), queued (released: it has an overlay event) or rejected (the purchase went back to the
 * viewer). A queued use's slot (`starts_at`..`ends_at`) says whether it is showing or shown; a use
 * released while the overlay is paused has no slot until it resumes.
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
  status: 'held' | 'queued' | 'rejected'
  reason: string | null
  /** The overlay event that shows it (the newest, after a replay); null while held. */
  event_id: number | null
  starts_at: string | null
  ends_at: string | null
  created_at: string
  decided_at: string | null
}

export interface StreamTables {
  stream_settings: StreamSettingsTable
  stream_uses: StreamUseTable
}

export type StreamSettingsRow = Selectable<StreamSettingsTable>
export type StreamUseRow = Selectable<StreamUseTable>
