// The marathon's timer on the overlay: HH:MM:SS counted down from the end the server owns, with the
// server's clock (each `marathon` event carries its `now`), so that every overlay and the Live page
// show the same time; '+5:00 — PriyaPlays' rises beside it for each addition. Shown while the
// streamer's marathon runs or is paused, and for a minute after it ends.
import { formatAddedTime, formatMarathonClock, type OverlayMarathonData } from '../contract/marathon-clock'

const ENDED_SHOWN_MS = 60_000
const ADDITION_SHOWN_MS = 4_000

export function createMarathonTimer(root: HTMLElement) {
  const box = document.createElement('section')
  box.className = 'marathon'
  box.hidden = true
  const label = document.createElement('p')
  label.className = 'marathon-label'
  const clock = document.createElement('p')
  clock.className = 'marathon-clock'
  const additions = document.createElement('div')
  additions.className = 'marathon-additions'
  box.append(label, clock, additions)
  root.append(box)

  let state: OverlayMarathonData['marathon'] = null
  /** The server's clock minus this page's, measured as each event arrived. */
  let offsetMs = 0
  let hideTimer: ReturnType<typeof setTimeout> | undefined

  const remaining = () => {
    if (!state) return 0
    if (state.status === 'running' && state.endsAt) return Date.parse(state.endsAt) - (Date.now() + offsetMs)
    return state.status === 'paused' ? state.remainingMs : 0
  }

  function draw() {
    document.documentElement.dataset.marathon = state?.status ?? 'none'
    box.hidden = state === null
    if (!state) return
    box.dataset.status = state.status
    label.textContent =
      state.status === 'paused'
        ? 'Marathon · paused'
        : state.status === 'ended'
          ? 'Marathon over'
          : 'Marathon'
    clock.textContent = formatMarathonClock(remaining())
  }

  function showAddition(addition: NonNullable<OverlayMarathonData['addition']>) {
    const line = document.createElement('p')
    line.className = 'marathon-addition'
    line.textContent = addition.name
      ? `${formatAddedTime(addition.seconds)} — ${addition.name}`
      : formatAddedTime(addition.seconds)
    additions.append(line)
    setTimeout(() => line.remove(), ADDITION_SHOWN_MS)
  }

  setInterval(draw, 250)

  return {
    update(data: OverlayMarathonData) {
      offsetMs = Date.parse(data.now) - Date.now()
      state = data.marathon
      clearTimeout(hideTimer)
      if (state?.status === 'ended') {
        hideTimer = setTimeout(() => {
          state = null
          draw()
        }, ENDED_SHOWN_MS)
      }
      if (data.addition && data.addition.seconds > 0) showAddition(data.addition)
      draw()
    },
  }
}
