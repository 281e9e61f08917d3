import { Text } from '@mantine/core'
import { PageSection } from '../../components/page-section'

export default function PrivacyPage() {
  return (
    <PageSection title="Privacy Policy" description="Last updated: Jan 31, 2025">
      <Text>This policy explains which data we process, how we keep it safe, and your rights.</Text>
    </PageSection>
  )
}
