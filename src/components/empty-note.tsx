import { EmptyState } from '@mantine/core'
import type { ReactNode } from 'react'
import { CardsIcon } from './icons'

/** What a list page shows while it has nothing to list. */
export function EmptyNote({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <EmptyState
      variant="light"
      icon={<CardsIcon size={28} />}
      title={title}
      description={children}
      py="xl"
      style={{
        border: '1px dashed var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-lg)',
      }}
    />
  )
}
