import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * Scrolls to the top on each path change (spec section 2), or to the anchor a link names (/#plans).
 * Keyboard focus restarts at the top too, as after a page load: the next Tab reaches the skip link
 * instead of whatever followed the link that was clicked.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation()
  const focusStart = useRef<HTMLSpanElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path or anchor is what triggers both.
  useEffect(() => {
    focusStart.current?.focus({ preventScroll: true })
    focusStart.current?.blur()
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [pathname, hash])

  return <span ref={focusStart} tabIndex={-1} />
}
