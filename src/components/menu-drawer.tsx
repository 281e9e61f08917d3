// Mantine's Drawer (with its scroll area, focus trap and scroll lock) is only needed once a menu is
// opened on a small screen, so it loads then instead of with every page.
import type { DrawerProps } from '@mantine/core'
import { lazy, Suspense, useEffect, useState } from 'react'

const Drawer = lazy(() => import('./drawer'))

/** Loads the drawer's code ahead of the first open (on hover, focus or touch of the toggle). */
export function preloadMenuDrawer(): void {
  void import('./drawer')
}

export interface MenuDrawerProps extends DrawerProps {
  /** The close button's accessible name: it is an icon, and a screen reader names nothing else. */
  closeLabel: string
}

export function MenuDrawer({ closeLabel, ...props }: MenuDrawerProps) {
  // Mounted from the first open on, so that later opens and closes animate.
  const [used, setUsed] = useState(props.opened)
  useEffect(() => {
    if (props.opened) setUsed(true)
  }, [props.opened])

  if (!used && !props.opened) return null
  return (
    <Suspense fallback={null}>
      <Drawer closeButtonProps={{ 'aria-label': closeLabel }} {...props} />
    </Suspense>
  )
}
