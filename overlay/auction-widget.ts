// The auction widget on the overlay: the card, the top bid and its bidder (under the streamer's name
// rules, decided by the server), and the countdown to the end the server owns, counted with the
// server's clock (each `auction` event carries its `now`); 'SOLD' when bidding ends with a bid. It
// goes a minute after the end.
import type { OverlayAuctionData } from '../contract/auctions'
import { formatCountdown } from '../contract/marathon-clock'

const ENDED_SHOWN_MS = 60_000

export function createAuctionWidget(root: HTMLElement) {
  const box = document.createElement('section')
  box.className = 'auction'
  box.hidden = true
  const art = document.createElement('img')
  art.className = 'auction-art'
  art.alt = ''
  const body = document.createElement('div')
  const label = document.createElement('p')
  label.className = 'auction-label'
  const title = document.createElement('p')
  title.className = 'auction-title'
  const bid = document.createElement('p')
  bid.className = 'auction-bid'
  const clock = document.createElement('p')
  clock.className = 'auction-clock'
  body.append(label, title, bid, clock)
  box.append(art, body)
  root.append(box)

  let state: OverlayAuctionData['auction'] = null
  let offsetMs = 0
  let hideTimer: ReturnType<typeof setTimeout> | undefined

  function draw() {
    document.documentElement.dataset.auction = state?.status ?? 'none'
    box.hidden = state === null
    if (!state) return
    box.dataset.status = state.status
    const left = Date.parse(state.endsAt) - (Date.now() + offsetMs)
    const live = state.status === 'live'
    const sold = state.status === 'awaiting-payment' || state.status === 'sold'
    label.textContent = live ? 'Auction' : sold ? 'SOLD' : 'No sale'
    title.textContent = state.title
    // The words are the server's (a bidder's name as the stream may show it): text, never HTML.
    bid.textContent =
      state.topBid === null
        ? 'No bids yet'
        : `₹${state.topBid.toLocaleString('en-IN')} — ${state.topBidder ?? ''}`
    clock.textContent = live ? formatCountdown(left) : ''
    if (art.getAttribute('src') !== state.imageUrl) {
      if (state.imageUrl) art.src = state.imageUrl
      else art.removeAttribute('src')
    }
  }

  setInterval(draw, 250)

  return {
    update(data: OverlayAuctionData) {
      offsetMs = Date.parse(data.now) - Date.now()
      state = data.auction
      clearTimeout(hideTimer)
      if (state && state.status !== 'live') {
        hideTimer = setTimeout(() => {
          state = null
          draw()
        }, ENDED_SHOWN_MS)
      }
      draw()
    },
  }
}
