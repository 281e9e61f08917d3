import { EmptyNote } from '../../components/empty-note'
import { PageSection } from '../../components/page-section'

export default function DashboardPage() {
  return (
    <PageSection title="Trending Cards" description="The cards streamers are publishing right now.">
      <EmptyNote title="No cards yet">Trending cards will appear here as streamers publish them.</EmptyNote>
    </PageSection>
  )
}
