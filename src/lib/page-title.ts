// Each page names itself in the document title ('Trending Cards · Cardcast'). Pages call
// `usePageTitle`; the root layout's `useDocumentTitle` gives the site's name. Both only write
// document.title: neither re-renders anything, so a page naming itself does not re-render the whole
// tree above it (it did, through the root layout, on every page load and navigation).
import { useEffect } from 'react'

let pageTitle: string | null = null
let siteName = ''

function writeTitle() {
  document.title = pageTitle ? `${pageTitle} · ${siteName}` : siteName
}

/** Names the current page in the document title while it is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    pageTitle = title
    writeTitle()
    return () => {
      if (pageTitle !== title) return
      pageTitle = null
      writeTitle()
    }
  }, [title])
}

/** Writes '<page> · <site name>' (or the bare site name). Called once, in the root layout. */
export function useDocumentTitle(name: string): void {
  useEffect(() => {
    siteName = name
    writeTitle()
  }, [name])
}
