// The live queue and the overlay's status as the Live page keeps them current: refetched on every
// `queue` live update (a use arrived, an action elsewhere, an OBS source came or went), and once when
// the next scheduled change is due (what shows ends, the next begins). Nothing polls.
import { useEffect } from 'react'
import { useLiveUpdates, useRefetchLosingNothing } from '../../lib/live-updates'
import { useGetLiveOverlayStatusQuery, useGetStreamQueueQuery } from './live-api'
import { msUntilNextChange } from './live-time'

/** After the scheduled moment, so that the server's clock has passed it too. */
const SETTLE_MS = 300

export function useLiveQueue() {
  const queue = useGetStreamQueueQuery(undefined, { refetchOnMountOrArgChange: true, refetchOnFocus: true })
  const overlay = useGetLiveOverlayStatusQuery(undefined, { refetchOnMountOrArgChange: true })
  const { data } = queue
  const refetch = useRefetchLosingNothing(queue)
  const refetchOverlay = useRefetchLosingNothing(overlay)

  useLiveUpdates('queue', () => {
    refetch()
    refetchOverlay()
  })

  useEffect(() => {
    if (!data) return
    const wait = msUntilNextChange(data)
    if (wait === undefined) return
    const timer = setTimeout(refetch, wait + SETTLE_MS)
    return () => clearTimeout(timer)
  }, [data, refetch])

  return { queue, overlay }
}
