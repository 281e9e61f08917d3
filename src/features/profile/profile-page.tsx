import { EmptyNote } from '../../components/empty-note'
import { PageSection } from '../../components/page-section'
import { useSession } from '../../lib/session-slice'

export default function ProfilePage() {
  const { user } = useSession()
  return (
    <PageSection
      title="Profile"
      description={user ? `Signed in as ${user.username || user.emailId}` : undefined}
    >
      <EmptyNote title="Nothing to edit yet">Your profile details will appear here.</EmptyNote>
    </PageSection>
  )
}
