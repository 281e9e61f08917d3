// Whether anything has raised a toast yet. The toasts' code (react-hot-toast's stack, its styles and
// behaviour) mounts only then (src/app/provider.tsx): a visit that raises none runs none of it, and
// its first render does not land in the page's first seconds (issue 15).
import { useSyncExternalStore } from 'react'
import { createExternalStore } from './external-store'

const wanted = createExternalStore(false)

/** Called by whatever raises a toast (src/lib/notify.ts): the toast waits in react-hot-toast's store until the stack mounts. */
export function wantToasts(): void {
  wanted.set(true)
}

/** False in the prerendered HTML and the render that hydrates it; true once a toast has been raised. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(wanted.subscribe, wanted.get, () => false)
}
