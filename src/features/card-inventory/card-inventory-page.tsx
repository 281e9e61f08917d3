import { Button } from '@mantine/core'
import { Link } from 'react-router-dom'
import { EmptyNote } from '../../components/empty-note'
import { PageSection } from '../../components/page-section'

export default function CardInventoryPage() {
  return (
    <PageSection title="Card Inventory" description="The cards you have created.">
      <EmptyNote title="No cards yet">
        Cards you create will appear here.
        <br />
        <Button component={Link} to="/create-card" mt="md">
          Create New Card
        </Button>
      </EmptyNote>
    </PageSection>
  )
}
