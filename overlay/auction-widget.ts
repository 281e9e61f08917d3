// The auction widget on the overlay: the card, the top bid and its bidder (under the streamer's name
// rules, decided by the server), and the countdown to the end the server owns, counted with the
// server's clock (each `auction` event carries its `now`); 'SOLD' when bidding ends with a bid. It
// goes a minute after the end.
import type { OverlayAuctionData } from '../contract/auctions'
import { formatCountdown } from '../contract/marathon-clock'
import { labels } from './labels'
import { createEndTimer, createServerClock, element } from './widget-parts'

export function createAuctionWidget(root: HTMLElement) {
  const box = element('section', 'auction')
  box.hidden = true
  const art = element('img', 'auction-art') as HTMLImageElement
  art.alt = ''
  const label = element('p', 'auction-label')
  const title = element('p', 'auction-title')
  const bid = element('p', 'auction-bid')
  const clock = element('p', 'auction-clock')
  const body = element('div', '')
  body.append(label, title, bid, clock)
  box.append(art, body)
  root.append(box)

  let state: OverlayAuctionData['auction'] = null
  const serverClock = createServerClock()
  const ended = createEndTimer(() => {
    state = null
    draw()
  })

  function draw() {
    document.documentElement.dataset.auction = state?.status ?? 'none'
    box.hidden = state === null
    if (!state) return
    box.dataset.status = state.status
    const live = state.status === 'live'
    const sold = state.status === 'awaiting-payment' || state.status === 'sold'
    const words = labels()
    label.textContent = live ? words.auction : sold ? words.auctionSold : words.auctionNoSale
    title.textContent = state.title
    // The words are the server's (a bidder's name as the stream may show it): text, never HTML.
    bid.textContent =
      state.topBid === null
        ? words.noBidsYet
        : `₹${state.topBid.toLocaleString('en-IN')} — ${state.topBidder ?? ''}`
    clock.textContent = live ? formatCountdown(Date.parse(state.endsAt) - serverClock.now()) : ''
    if (art.getAttribute('src') !== state.imageUrl) {
      if (state.imageUrl) art.src = state.imageUrl
      else art.removeAttribute('src')
    }
  }

  setInterval(draw, 250)

  return {
    update(data: OverlayAuctionData) {
      serverClock.sync(data.now)
      state = data.auction
      ended.update(state !== null && state.status !== 'live')
      draw()
    },
  }
}
