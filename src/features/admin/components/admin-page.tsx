import { Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { usePageTitle } from '../../../lib/page-title'

interface AdminPageProps {
  title: string
  description?: string
  /** Buttons beside the title (e.g. 'Add New User'). */
  actions?: ReactNode
  children: ReactNode
}

/** An admin screen: its heading, an optional lead and actions, then the content. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  usePageTitle(title)
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" size="sm" mt={4}>
              {description}
            </Text>
          ) : null}
        </div>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Group>
      {children}
    </Stack>
  )
}
