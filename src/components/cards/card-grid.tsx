import { SimpleGrid } from '@mantine/core'
import { createContext, type ReactNode, useContext } from 'react'
import classes from './card-grid.module.css'

/** True inside a grid of `compact` tiles: see `CardGrid`. */
const CompactGridContext = createContext(false)

/** Whether the tile sits in a compact grid (two small tiles a row on phones, even heights on desktop). */
export const useCompactGrid = () => useContext(CompactGridContext)

interface CardGridProps {
  children: ReactNode
  label?: string
  /**
   * A shop window (the market, a streamer's cards): on phones two columns of small tiles (image, title,
   * price, rarity; the rest on tap), and tiles of one height everywhere, so skeletons fill without a shift.
   */
  compact?: boolean
  /** While loading: the list is hidden from assistive technology (a status says 'Loading cards...'). */
  busy?: boolean
}

/** The grid every card list uses: one column on phones (two when compact), up to four on wide screens. */
export function CardGrid({ children, label, compact = false, busy = false }: CardGridProps) {
  return (
    <CompactGridContext.Provider value={compact}>
      <SimpleGrid
        component="ul"
        aria-label={label}
        aria-hidden={busy || undefined}
        cols={compact ? { base: 2, md: 3, xl: 4 } : { base: 1, xs: 2, md: 3, xl: 4 }}
        spacing={compact ? { base: 'sm', sm: 'lg' } : 'lg'}
        verticalSpacing={compact ? { base: 'sm', sm: 'lg' } : 'lg'}
        className={compact ? classes.compact : undefined}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {children}
      </SimpleGrid>
    </CompactGridContext.Provider>
  )
}
