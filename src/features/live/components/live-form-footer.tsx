// The foot of a Live page form: the server's refusal, if any, and the submit button.
import { Alert, Button, Group, type MantineColor } from '@mantine/core'

interface LiveFormFooterProps {
  error: string | null
  loading: boolean
  label: string
  color?: MantineColor
}

export function LiveFormFooter({ error, loading, label, color }: LiveFormFooterProps) {
  return (
    <>
      {error ? <Alert color="red" variant="light" role="alert" title={error} /> : null}
      <Group justify="flex-end">
        <Button type="submit" loading={loading} color={color}>
          {label}
        </Button>
      </Group>
    </>
  )
}
