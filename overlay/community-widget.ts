// The community card's progress bar on the overlay: the card, what was given of the goal, the biggest
// contributors (named under the streamer's name rules, decided by the server), and the countdown to
// the deadline the server owns, counted with the server's clock (each `community` event carries its
// `now`); 'FUNDED!' when the goal is reached. It goes a minute after the end.
import { type OverlayCommunityData, progressPercent } from '../contract/community-progress'
import { formatCountdown } from '../contract/marathon-clock'
import { labels } from './labels'
import { createEndTimer, createServerClock, element } from './widget-parts'

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`

export function createCommunityWidget(root: HTMLElement) {
  const box = element('section', 'community')
  box.hidden = true
  const art = element('img', 'community-art') as HTMLImageElement
  art.alt = ''
  const label = element('p', 'community-label')
  const title = element('p', 'community-title')
  const bar = element('div', 'community-bar')
  bar.setAttribute('role', 'progressbar')
  bar.setAttribute('aria-valuemin', '0')
  bar.setAttribute('aria-valuemax', '100')
  const fill = element('div', 'community-fill')
  bar.append(fill)
  const sums = element('p', 'community-sums')
  const top = element('p', 'community-top')
  const clock = element('p', 'community-clock')
  const body = element('div', '')
  body.append(label, title, bar, sums, top)
  box.append(art, body, clock)
  root.append(box)

  let state: OverlayCommunityData['community'] = null
  const serverClock = createServerClock()
  const ended = createEndTimer(() => {
    state = null
    draw()
  })

  function draw() {
    document.documentElement.dataset.community = state?.status ?? 'none'
    box.hidden = state === null
    if (!state) return
    box.dataset.status = state.status
    const open = state.status === 'open'
    const words = labels()
    label.textContent = words.community[state.status]
    title.textContent = state.title
    const percent = progressPercent(state.pledged, state.goal)
    fill.style.width = `${percent}%`
    bar.setAttribute('aria-valuenow', String(percent))
    sums.textContent = words.pledgedOfGoal(rupees(state.pledged), rupees(state.goal))
    // The names are the server's (as the stream may show them): text, never HTML.
    top.textContent = state.top
      .map((contributor) => `${contributor.name} ${rupees(contributor.amount)}`)
      .join(' · ')
    clock.textContent = open ? formatCountdown(Date.parse(state.endsAt) - serverClock.now()) : ''
    if (art.getAttribute('src') !== state.imageUrl) {
      if (state.imageUrl) art.src = state.imageUrl
      else art.removeAttribute('src')
    }
  }

  setInterval(draw, 250)

  return {
    update(data: OverlayCommunityData) {
      serverClock.sync(data.now)
      state = data.community
      ended.update(state !== null && state.status !== 'open')
      draw()
    },
  }
}
