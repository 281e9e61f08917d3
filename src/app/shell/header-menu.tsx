// The phone menu's open state, held above the layouts (RootLayout provides it) rather than in each
// layout's header. Going from a public page to the signed-in area (after logging in), the old layout
// stays on screen until the new one has loaded; a tap on its menu then opens the new header's menu
// instead of being lost when the old header goes.
import { useDisclosure } from '@mantine/hooks'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { useCloseOnHistoryMove } from '../../lib/use-close-on-history-move'

interface HeaderMenu {
  opened: boolean
  toggle: () => void
  close: () => void
}

const HeaderMenuContext = createContext<HeaderMenu | null>(null)

export function HeaderMenuProvider({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false)
  useCloseOnHistoryMove(close)
  const menu = useMemo(() => ({ opened, toggle, close }), [opened, toggle, close])
  return <HeaderMenuContext.Provider value={menu}>{children}</HeaderMenuContext.Provider>
}

export function useHeaderMenu(): HeaderMenu {
  const menu = useContext(HeaderMenuContext)
  if (!menu) throw new Error('useHeaderMenu needs a HeaderMenuProvider above it (RootLayout has one)')
  return menu
}
