import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core'
import type { ReactNode } from 'react'

interface StatTileProps {
  label: string
  value: ReactNode
  icon: ReactNode
  color?: string
  loading?: boolean
}

/** One number of a dashboard row: its label, the value, an icon. */
export function StatTile({ label, value, icon, color = 'violet', loading = false }: StatTileProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          {loading ? (
            <Skeleton h={30} w={80} mt={6} />
          ) : (
            <Text fz={28} fw={800} lh={1.2} mt={4}>
              {value}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" color={color} size={44} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  )
}
