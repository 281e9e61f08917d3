import { Trans } from '@lingui/react/macro'
import { Container, Text, Title } from '@mantine/core'
import { useRouteError } from 'react-router'
import { LightButton } from '../../components/light-button'

/** Shown when a route fails to render or to load (for instance a page chunk missing after a deploy). */
export default function RouteError() {
  const error = useRouteError()
  console.error(error)
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1}>
        <Trans>Something went wrong</Trans>
      </Title>
      <Text c="dimmed" mt="sm" mb="xl">
        <Trans>The page could not be shown. Reloading usually helps.</Trans>
      </Text>
      <LightButton onClick={() => window.location.reload()}>
        <Trans>Reload</Trans>
      </LightButton>
    </Container>
  )
}
