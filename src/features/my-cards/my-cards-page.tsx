import { EmptyNote } from '../../components/empty-note'
import { PageSection } from '../../components/page-section'

export default function MyCardsPage() {
  return (
    <PageSection title="My Cards" description="Cards you own, ready to use on a stream.">
      <EmptyNote title="No cards yet">Cards you buy will appear here.</EmptyNote>
    </PageSection>
  )
}
