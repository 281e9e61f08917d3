// Each page names itself in the document title ('Trending Cards · Cardcast'). Pages call
// `usePageTitle`; the root layout's `useDocumentTitle` writes the title after the site settings have
// written theirs (they set the bare site name), so the page's name is never overwritten.
import { useEffect, useSyncExternalStore } from 'react'

let pageTitle: string | null = null
const listeners = new Set<() => void>()

function setPageTitle(title: string | null) {
  pageTitle = title
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Names the current page in the document title while it is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    setPageTitle(title)
    return () => {
      if (pageTitle === title) setPageTitle(null)
    }
  }, [title])
}

/**
 * Writes '<page> · <site name>' (or the bare site name). Called once, in the root layout, after the
 * site-settings hook; `settingsVersion` changes whenever those settings are written again.
 */
export function useDocumentTitle(siteName: string, settingsVersion: unknown): void {
  const page = useSyncExternalStore(
    subscribe,
    () => pageTitle,
    () => null,
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new settings answer rewrites the title, so ours follows.
  useEffect(() => {
    document.title = page ? `${page} · ${siteName}` : siteName
  }, [page, siteName, settingsVersion])
}
