import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in prerendered HTML and while React hydrates it (the server's answer), true once the page is
 * live; true at once in a page the app renders itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
