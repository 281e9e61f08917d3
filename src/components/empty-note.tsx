import { EmptyState } from '@mantine/core'
import type { ReactNode } from 'react'
import { useLabel } from '../lib/use-label'
import { CardsIcon } from './icons'

/**
 * What a list page shows while it has nothing to list. `title`: the page's words, or a contract text
 * (contract/*Messages), which shows in the app's language too.
 */
export function EmptyNote({ title, children }: { title: string; children?: ReactNode }) {
  const show = useLabel()
  return (
    <EmptyState
      variant="light"
      icon={<CardsIcon size={28} />}
      title={show(title)}
      description={children}
      py="xl"
      style={{
        border: '1px dashed var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-lg)',
      }}
    />
  )
}
