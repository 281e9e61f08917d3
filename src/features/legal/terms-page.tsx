import { Text } from '@mantine/core'
import { PageSection } from '../../components/page-section'

export default function TermsPage() {
  return (
    <PageSection title="Terms of Service" description="Last updated: Jan 31, 2025">
      <Text>These terms cover the fees and payment terms of the platform.</Text>
    </PageSection>
  )
}
