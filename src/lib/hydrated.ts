import { startTransition, useEffect, useState } from 'react'

/** Whether the app is hydrating a prerendered page: set by src/main.tsx, cleared once it has. */
let hydrating = false

export function hydrationStarts(): void {
  hydrating = true
}

/**
 * False in prerendered HTML and while React hydrates it, true once the page is live; true at once in
 * a page the app renders itself. Not a useSyncExternalStore with a server snapshot: that re-renders its
 * readers (the header, a form) synchronously right after hydration, one long task on a phone. A
 * transition re-renders them in slices instead.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof document !== 'undefined' && !hydrating)
  useEffect(() => {
    hydrating = false
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}
