// Places in the site header that components rendered elsewhere fill through a portal: the offline
// banner takes a strip under the header, in the page's flow, so that it never covers a control. It lives
// in src/lib, below both the shell that hosts it (src/app/shell/header.tsx) and src/pwa that fills it.
import { useSyncExternalStore } from 'react'

export interface Slot {
  /** The callback ref of the element that hosts the slot. */
  ref: (element: HTMLElement | null) => void
  /** The host element, or null while none is mounted (a page without the site header). */
  useElement: () => HTMLElement | null
}

function createSlot(): Slot {
  let host: HTMLElement | null = null
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  return {
    ref: (element) => {
      if (element === host) return
      host = element
      for (const listener of listeners) listener()
    },
    useElement: () =>
      useSyncExternalStore(
        subscribe,
        () => host,
        () => null,
      ),
  }
}

export const headerStatusSlot = createSlot()
