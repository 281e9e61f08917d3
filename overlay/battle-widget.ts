// The card battle's bar on the overlay: both streamers' names and points (this overlay's streamer on
// the left), a bar split by their shares, and the time left to the end the server owns, counted with
// the server's clock (each `battle` event carries its `now`). At the end: the result, for a minute;
// the loser's forfeit comes as a card, through the line. Nothing is drawn without a battle.
import { type OverlayBattleData, splitPercent } from '../contract/battle-bar'
import { formatCountdown } from '../contract/marathon-clock'
import { labels } from './labels'
import { createEndTimer, createServerClock, element } from './widget-parts'

export function createBattleWidget(root: HTMLElement) {
  const box = element('section', 'battle')
  box.hidden = true
  const head = element('div', 'battle-head')
  const label = element('p', 'battle-label')
  const clock = element('p', 'battle-clock')
  head.append(label, clock)
  const sides = element('div', 'battle-sides')
  const side = (className: string) => {
    const box = element('p', `battle-side ${className}`)
    const name = element('span', 'battle-name')
    const points = element('span', 'battle-points')
    box.append(name, points)
    sides.append(box)
    return { name, points }
  }
  const own = side('battle-own')
  const other = side('battle-other')
  const bar = element('div', 'battle-bar')
  bar.setAttribute('role', 'progressbar')
  bar.setAttribute('aria-valuemin', '0')
  bar.setAttribute('aria-valuemax', '100')
  const fill = element('div', 'battle-fill')
  bar.append(fill)
  const result = element('p', 'battle-result')
  box.append(head, sides, bar, result)
  root.append(box)

  let state: OverlayBattleData['battle'] = null
  const serverClock = createServerClock()
  const ended = createEndTimer(() => {
    state = null
    draw()
  })

  function draw() {
    document.documentElement.dataset.battle = state?.status ?? 'none'
    box.hidden = state === null
    if (!state) return
    box.dataset.status = state.status
    const running = state.status === 'running'
    const [mine, theirs] = state.sides
    const words = labels()
    label.textContent = running ? words.cardBattle : words.battleOver
    // The names are streamers' usernames, from the server: text, never HTML.
    own.name.textContent = mine.name
    own.points.textContent = words.points(mine.points)
    other.name.textContent = theirs.name
    other.points.textContent = words.points(theirs.points)
    const percent = splitPercent(mine.points, theirs.points)
    fill.style.width = `${percent}%`
    bar.setAttribute('aria-valuenow', String(percent))
    clock.textContent = running ? formatCountdown(Date.parse(state.endsAt) - serverClock.now()) : ''
    result.textContent = running ? '' : words.battleResult(state.winner, state.reason)
  }

  setInterval(draw, 250)

  return {
    update(data: OverlayBattleData) {
      serverClock.sync(data.now)
      state = data.battle
      ended.update(state !== null && state.status !== 'running')
      draw()
    },
  }
}
