import { ENDED_SHOWN_MS } from '../contract/marathon-clock'

// What the overlay's pieces share: making an element, the server's clock as this page reckons it,
// and taking a widget off a minute after the moment it showed ended.

/** An element with a class and, when given, its text (user text is only ever text, never HTML). */
export function element(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag)
  node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

/** The server's clock: each event's `now` against this page's, so every overlay counts alike. */
export function createServerClock() {
  let offsetMs = 0
  return {
    sync(now: string) {
      offsetMs = Date.parse(now) - Date.now()
    },
    now: () => Date.now() + offsetMs,
  }
}

/** Calls `hide` ENDED_SHOWN_MS after the last update that was over, unless a newer update came. */
export function createEndTimer(hide: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    update(over: boolean) {
      clearTimeout(timer)
      if (over) timer = setTimeout(hide, ENDED_SHOWN_MS)
    },
  }
}
