import { Group, Paper, Stack, Text, Title } from '@mantine/core'
import { type ReactNode, useId } from 'react'

interface PanelProps {
  title: ReactNode
  /** A line under the title: what the panel is for. */
  description?: ReactNode
  /** Beside the title (a button that acts on the whole panel). */
  actions?: ReactNode
  /** The heading's id, when something inside is labelled by it too; one is made otherwise. */
  titleId?: string
  /** The section's own id and tab stop, for a link or a script that scrolls and focuses it. */
  id?: string
  tabIndex?: number
  children: ReactNode
}

/** One section of a page of panels (Earnings, Profile): a bordered card named by its heading. */
export function Panel({ title, description, actions, titleId, id, tabIndex, children }: PanelProps) {
  const ownId = useId()
  const headingId = titleId ?? ownId
  const heading = (
    <div>
      <Title order={2} fz="h4" id={headingId}>
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      ) : null}
    </div>
  )
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
      id={id}
      tabIndex={tabIndex}
    >
      <Stack gap="md">
        {actions ? (
          <Group justify="space-between" align="flex-start" gap="sm">
            {heading}
            {actions}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  )
}
