import { SimpleGrid } from '@mantine/core'
import type { ReactNode } from 'react'

/** The grid every card list uses: one column on phones, up to four on wide screens. */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <SimpleGrid
      component="ul"
      aria-label={label}
      cols={{ base: 1, xs: 2, md: 3, xl: 4 }}
      spacing="lg"
      verticalSpacing="lg"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {children}
    </SimpleGrid>
  )
}
