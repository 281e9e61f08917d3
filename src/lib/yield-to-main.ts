/**
 * Ends the current task, so that the browser can handle input and paint before the next piece of
 * work: start-up split at such points is several short tasks on a phone instead of one long one.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
