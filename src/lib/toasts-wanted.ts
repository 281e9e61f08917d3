// Whether the page has a toast to show, or may soon: the toasts' code (react-hot-toast) loads then
// (src/app/provider.tsx), not on every page. Raising a toast means importing src/lib/notify.ts (or the
// admin area's notify), whose first evaluation says so here: a signed-out visitor's landing page
// imports neither, and loads no toast code at all.
let wanted = false
const listeners = new Set<() => void>()

export function wantToasts(): void {
  if (wanted) return
  wanted = true
  for (const listener of listeners) listener()
}

/** For useSyncExternalStore. */
export const toastsWanted = {
  get: (): boolean => wanted,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
