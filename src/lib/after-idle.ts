// Work the first screen does not need (the service worker, the offline runtime, the landing page's
// lower sections) starts once the page has loaded and the main thread is idle, so that it neither
// competes with the first paint and hydration nor counts in the first visit's critical JavaScript.
import { useEffect, useState } from 'react'

/** Marked when the first deferred task runs: bench/bundle-size.ts counts the scripts asked before it. */
export const IDLE_MARK = 'cardcast:idle'

/** Runs `task` after the load event, at the next idle period (or after `timeoutMs` at the latest). */
export function afterIdle(task: () => void, timeoutMs = 2000): void {
  const run = () => {
    if (performance.getEntriesByName(IDLE_MARK).length === 0) performance.mark(IDLE_MARK)
    task()
  }
  const schedule = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: timeoutMs })
    else setTimeout(run, 1)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
}

/**
 * False until the page has been idle once: the same answer on the server, in the prerendered HTML and
 * in the hydrating render, true afterwards.
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    let live = true
    afterIdle(() => {
      if (live) setIdle(true)
    })
    return () => {
      live = false
    }
  }, [])
  return idle
}
