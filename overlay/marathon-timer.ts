// The marathon's timer on the overlay: HH:MM:SS counted down from the end the server owns, with the
// server's clock (each `marathon` event carries its `now`), so that every overlay and the Live page
// show the same time; '+5:00 — PriyaPlays' rises beside it for each addition. Shown while the
// streamer's marathon runs or is paused, and for a minute after it ends.
import { formatAddedTime, formatMarathonClock, type OverlayMarathonData } from '../contract/marathon-clock'
import { labels } from './labels'
import { createEndTimer, createServerClock, element } from './widget-parts'

const ADDITION_SHOWN_MS = 4_000

export function createMarathonTimer(root: HTMLElement) {
  const box = element('section', 'marathon')
  box.hidden = true
  const label = element('p', 'marathon-label')
  const clock = element('p', 'marathon-clock')
  const additions = element('div', 'marathon-additions')
  box.append(label, clock, additions)
  root.append(box)

  let state: OverlayMarathonData['marathon'] = null
  const serverClock = createServerClock()
  const ended = createEndTimer(() => {
    state = null
    draw()
  })

  const remaining = () => {
    if (!state) return 0
    if (state.status === 'running' && state.endsAt) return Date.parse(state.endsAt) - serverClock.now()
    return state.status === 'paused' ? state.remainingMs : 0
  }

  function draw() {
    document.documentElement.dataset.marathon = state?.status ?? 'none'
    box.hidden = state === null
    if (!state) return
    box.dataset.status = state.status
    const words = labels()
    label.textContent =
      state.status === 'paused'
        ? words.marathonPaused
        : state.status === 'ended'
          ? words.marathonOver
          : words.marathon
    clock.textContent = formatMarathonClock(remaining())
  }

  function showAddition(addition: NonNullable<OverlayMarathonData['addition']>) {
    const text = formatAddedTime(addition.seconds)
    const line = element('p', 'marathon-addition', addition.name ? `${text} — ${addition.name}` : text)
    additions.append(line)
    setTimeout(() => line.remove(), ADDITION_SHOWN_MS)
  }

  setInterval(draw, 250)

  return {
    update(data: OverlayMarathonData) {
      serverClock.sync(data.now)
      state = data.marathon
      ended.update(state?.status === 'ended')
      if (data.addition && data.addition.seconds > 0) showAddition(data.addition)
      draw()
    },
  }
}
