// Whether an element is where someone can see it: intersecting the viewport of a visible tab. The
// landing page's looping animations and its countdown run only then, so a page left open on a phone
// (scrolled past the hero, or in a background tab) does no work while nothing it shows changes.
import { type RefObject, useEffect, useState } from 'react'

export function useOnScreen(ref: RefObject<Element | null>): boolean {
  // Both start true, as the page is rendered ahead of time (no document there); the effects correct them.
  const [intersecting, setIntersecting] = useState(true)
  const [pageVisible, setPageVisible] = useState(true)

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1]
      if (last) setIntersecting(last.isIntersecting)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])

  useEffect(() => {
    const update = () => setPageVisible(document.visibilityState === 'visible')
    update()
    document.addEventListener('visibilitychange', update)
    return () => document.removeEventListener('visibilitychange', update)
  }, [])

  return intersecting && pageVisible
}
