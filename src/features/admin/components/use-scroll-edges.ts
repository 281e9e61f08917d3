import { useCallback, useEffect, useState } from 'react'

export interface ScrollEdges {
  /** Columns are hidden to the left (the table has been scrolled). */
  before: boolean
  /** Columns are hidden to the right. */
  after: boolean
}

/**
 * Whether a sideways-scrolling box hides content on either side, kept up to date on scroll and on
 * resize, so a wide table can show that it scrolls (shadows at its edges and a hint).
 */
export function useScrollEdges() {
  const [element, setElement] = useState<HTMLElement | null>(null)
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false })

  const measure = useCallback(() => {
    if (!element) return
    const { scrollLeft, scrollWidth, clientWidth } = element
    const before = scrollLeft > 1
    const after = scrollLeft + clientWidth < scrollWidth - 1
    setEdges((current) =>
      current.before === before && current.after === after ? current : { before, after },
    )
  }, [element])

  useEffect(() => {
    if (!element) return
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    element.addEventListener('scroll', measure, { passive: true })
    return () => {
      observer.disconnect()
      element.removeEventListener('scroll', measure)
    }
  }, [element, measure])

  return { ref: setElement, edges }
}
