// One panel of the Live page: a titled region (named by its heading, so tests and screen readers find
// it), an optional action beside the title, and its content.
import { Group, Paper, Stack, Title } from '@mantine/core'
import { type ReactNode, useId } from 'react'

interface LiveSectionProps {
  title: string
  /** Beside the title: a count, a badge or a button. */
  aside?: ReactNode
  children: ReactNode
}

export function LiveSection({ title, aside, children }: LiveSectionProps) {
  const headingId = useId()
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="xs" wrap="wrap">
          <Title order={2} fz="h4" id={headingId}>
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  )
}
