// The API client (RTK Query, the app's slice, its toasts) is not part of the first load: the landing
// page and the legal pages call no API, and without it their first visit is lighter. The
// store loads it on demand (`loadApi`, src/app/store.ts); whatever calls the API waits for it here.
import { useEffect } from 'react'
import { useSelector, useStore } from 'react-redux'

/** What the app's store adds to Redux's: loads the API slice once, and resolves when it is in. */
export interface ApiLoader {
  loadApi(): Promise<void>
}

const hasApi = (state: unknown) => (state as { api?: unknown }).api !== undefined

/**
 * True once the API slice is in the store; until then, asks for it (if `wanted`). Render what calls
 * the API only then. A chunk that failed to load is asked for again on the next mount.
 */
export function useApiReady(wanted = true): boolean {
  const store = useStore() as unknown as ApiLoader
  const ready = useSelector(hasApi)
  useEffect(() => {
    if (wanted && !ready) store.loadApi().catch(() => undefined)
  }, [wanted, ready, store])
  return ready
}
