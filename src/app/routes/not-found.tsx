import { Button, Container, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { usePageTitle } from '../../lib/page-title'

export default function NotFoundPage() {
  usePageTitle('Page not found')
  return (
    <Container size="sm" py={80} ta="center">
      <Text c="dimmed" fw={700} fz={64} lh={1} aria-hidden="true">
        404
      </Text>
      <Title order={1} mt="md">
        Page not found
      </Title>
      <Text c="dimmed" mt="sm" mb="xl">
        The page you are looking for does not exist or has moved.
      </Text>
      <Button component={Link} to="/">
        Back to home
      </Button>
    </Container>
  )
}
