import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * Scrolls to the top on each path change (spec section 2), or to the anchor a link names (/#plans).
 * Keyboard focus restarts at the top too, as after a page load: the next Tab reaches the skip link
 * instead of whatever followed the link that was clicked.
 */
export function ScrollToTop() {
  // `key` changes on every navigation, so following the same anchor link again scrolls again.
  const { pathname, hash, key } = useLocation()
  const focusStart = useRef<HTMLSpanElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (new key) is what triggers both.
  useEffect(() => {
    focusStart.current?.focus({ preventScroll: true })
    focusStart.current?.blur()
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [pathname, hash, key])

  return <span ref={focusStart} tabIndex={-1} />
}
