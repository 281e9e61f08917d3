import { useEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'

/**
 * Scrolls to the top on each path change, or to the anchor a link names (/#plans);
 * not when the page first loads.
 * Keyboard focus restarts at the top too, as after a page load: the next Tab reaches the skip link
 * instead of whatever followed the link that was clicked. A change of the query alone (a market
 * filter) is the same page: it keeps the scroll position and, above all, the keyboard focus.
 */
export function ScrollToTop() {
  // `key` changes on every navigation, so following the same anchor link again scrolls again.
  const { pathname, search, hash, key } = useLocation()
  const navigationType = useNavigationType()
  const focusStart = useRef<HTMLSpanElement>(null)
  const previous = useRef({ pathname, search })
  const loaded = useRef(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (new key) is what triggers both.
  useEffect(() => {
    if (!loaded.current) {
      loaded.current = true
      // The page has just loaded: the browser placed it (at the top, at its anchor, where a reload left
      // it), and over prerendered HTML the visitor may have scrolled or tabbed before the app started.
      // Only an anchor that the app's first render created still needs finding.
      const createdByApp = document.documentElement.dataset.prerendered !== pathname
      if (hash && createdByApp) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
      return
    }
    // A replace on the same path (a filter's URL written again, as the market's transitions may) is
    // no new page either, even when the query ends as it was.
    const queryOnly =
      previous.current.pathname === pathname &&
      !hash &&
      (previous.current.search !== search || navigationType === 'REPLACE')
    previous.current = { pathname, search }
    if (queryOnly) return
    focusStart.current?.focus({ preventScroll: true })
    focusStart.current?.blur()
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [pathname, search, hash, key])

  return <span ref={focusStart} tabIndex={-1} />
}
