import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Container, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { usePageTitle } from '../../lib/page-title'

export default function NotFoundPage() {
  const { t } = useLingui()
  usePageTitle(t`Page not found`)
  return (
    <Container size="sm" py={80} ta="center">
      <Text c="dimmed" fw={700} fz={64} lh={1} aria-hidden="true">
        404
      </Text>
      <Title order={1} mt="md">
        <Trans>Page not found</Trans>
      </Title>
      <Text c="dimmed" mt="sm" mb="xl">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </Text>
      <Button component={Link} to="/">
        <Trans>Back to home</Trans>
      </Button>
    </Container>
  )
}
