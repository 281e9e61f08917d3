import { Navigate, useLocation } from 'react-router-dom'
import { EmptyNote } from '../../components/empty-note'
import { PageSection } from '../../components/page-section'

function streamerEmailOf(state: unknown): string | null {
  const email = (state as { streamerEmailId?: unknown } | null)?.streamerEmailId
  return typeof email === 'string' && email !== '' ? email : null
}

/** Reached from 'Show Cards' with the streamer in the navigation state; without one, back to the list. */
export default function StreamerCardsPage() {
  const streamerEmailId = streamerEmailOf(useLocation().state)
  if (!streamerEmailId) return <Navigate to="/streamers" replace />
  return (
    <PageSection title="Streamer Cards" description={streamerEmailId}>
      <EmptyNote title="No cards yet">This streamer has not published any cards yet.</EmptyNote>
    </PageSection>
  )
}
