// /streamers/cards: one streamer's cards, reached from 'Show Cards' with the streamer in
// the navigation state as the spec's `streamerEmailId`, which holds the streamer's id (never an email
// address); without it, back to /streamers. The same cards as the streamer's public page,
// /s/<username> (streamer-page.tsx): streamer-cards.tsx.
import { Navigate, useLocation } from 'react-router'
import { paths } from '../../../contract/paths'
import { StreamerCards } from './streamer-cards'

function streamerIdOf(state: unknown): string | null {
  const id = (state as { streamerEmailId?: unknown } | null)?.streamerEmailId
  return typeof id === 'string' && id !== '' ? id : null
}

export default function StreamerCardsPage() {
  const streamerId = streamerIdOf(useLocation().state)
  if (!streamerId) return <Navigate to={paths.streamers} replace />
  return <StreamerCards streamerId={streamerId} />
}
