import type { Streamer } from '../../contract/cards'

/** Spec section 5: a case-insensitive substring match on username or email. */
export function matchesStreamer(streamer: Streamer, query: string): boolean {
  const needle = query.trim().toLowerCase()
  if (needle === '') return true
  return streamer.username.toLowerCase().includes(needle) || streamer.emailId.toLowerCase().includes(needle)
}
