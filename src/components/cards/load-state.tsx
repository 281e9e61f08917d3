import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core'

/** A list being fetched: a spinner and the spec's words ('Loading cards...'). */
export function LoadingNote({ label }: { label: string }) {
  return (
    <Center py="xl" role="status">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">{label}</Text>
      </Group>
    </Center>
  )
}

/** A list that could not be fetched, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" title={message} role="alert">
      <Button variant="light" color="red" size="xs" mt="xs" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  )
}
