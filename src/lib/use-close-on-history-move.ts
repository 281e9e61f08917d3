import { useEffect } from 'react'
import { NavigationType, useLocation, useNavigationType } from 'react-router'

/**
 * Calls `close` when the visitor goes Back or Forward (a phone's back gesture most of all): a drawer
 * left open would cover the page they went to. The drawers' own links close them as they navigate,
 * and a navigation still loading leaves them alone (src/app/shell/header-menu.tsx: a tap on the menu
 * meanwhile opens the next layout's menu). The app shell's menu and the admin area's drawer use it.
 */
export function useCloseOnHistoryMove(close: () => void): void {
  const { key } = useLocation()
  const navigationType = useNavigationType()
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new location (its key) is a move to react to.
  useEffect(() => {
    if (navigationType === NavigationType.Pop) close()
  }, [key, navigationType, close])
}
