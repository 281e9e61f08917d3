// Time left to bid, ticking: counted to the end the server owns with the server's clock (the answer's
// `now` against this device's), as the overlay counts it. Zero once bidding is over.
import { useEffect, useState } from 'react'
import type { LiveAuction } from './auctions-api'

const TICK_MS = 250

const leftOf = (data: LiveAuction) =>
  data.auction.status === 'live'
    ? Math.max(0, Date.parse(data.auction.endsAt) - (Date.now() + data.clockOffsetMs))
    : 0

export function useAuctionClock(data: LiveAuction): number {
  const [left, setLeft] = useState(() => leftOf(data))
  useEffect(() => {
    setLeft(leftOf(data))
    if (data.auction.status !== 'live') return
    const timer = setInterval(() => setLeft(leftOf(data)), TICK_MS)
    return () => clearInterval(timer)
  }, [data])
  return left
}
