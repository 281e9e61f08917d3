import { EmptyNote } from '../../components/empty-note'
import { PageSection } from '../../components/page-section'

export default function StreamersPage() {
  return (
    <PageSection title="Streamers" description="Find a streamer and browse their cards.">
      <EmptyNote title="No streamers yet">Streamers will be listed here once they join.</EmptyNote>
    </PageSection>
  )
}
