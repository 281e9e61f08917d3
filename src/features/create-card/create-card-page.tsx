import { useEffect } from 'react'
import { Navigate } from 'react-router-dom'
import { EmptyNote } from '../../components/empty-note'
import { PageSection } from '../../components/page-section'
import { cardMessages } from '../../contract/cards'
import { notify } from '../../lib/notify'
import { useSession } from '../../lib/session-slice'

export default function CreateCardPage() {
  const isCreator = useSession().role === 'creator'

  useEffect(() => {
    if (!isCreator) notify.error(cardMessages.creatorsOnly, 'creator-only')
  }, [isCreator])

  if (!isCreator) return <Navigate to="/login" replace />
  return (
    <PageSection title="Create Card" description="Publish a new challenge or reward card.">
      <EmptyNote title="Coming soon">The card form will appear here.</EmptyNote>
    </PageSection>
  )
}
