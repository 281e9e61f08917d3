// The signed-in user's live updates (`GET /auth/user/live-updates`): a streamer's queue changed, a
// viewer's use changed state. Read with fetch, since the bearer token goes in a header EventSource
// cannot set; one stream per page, reconnected with backoff, closed when the page goes.
import { createParser } from 'eventsource-parser'
import { useCallback, useEffect, useRef } from 'react'
import { type Backoff, backoffDelay } from '../../contract/backoff'
import type { LiveUpdateTopic } from '../../contract/stream'
import { readSession } from './session'

/** Reconnects wait 1 s, 2 s, 4 s … up to 30 s, each ± half, so that pages do not reconnect in step. */
const RECONNECT_BACKOFF: Backoff = { initialMs: 1000, maxMs: 30_000, jitter: 0.5 }

/**
 * Calls `onUpdate` whenever the server says `topic` changed for the signed-in user, and once after
 * each reconnect (something may have changed meanwhile). Nothing polls: the stream is the signal.
 */
export function useLiveUpdates(
  topic: LiveUpdateTopic,
  onUpdate: () => void,
  enabled = true,
  /** With topic 'auction': the auction to watch. */
  auctionId?: string,
): void {
  const latest = useRef(onUpdate)
  latest.current = onUpdate

  useEffect(() => {
    if (!enabled) return
    const abort = new AbortController()
    let attempt = 0
    let timer: ReturnType<typeof setTimeout> | undefined

    async function connect(reconnecting: boolean) {
      const { token } = readSession()
      if (!token || abort.signal.aborted) return
      try {
        const url = auctionId
          ? `/auth/user/live-updates?auction=${encodeURIComponent(auctionId)}`
          : '/auth/user/live-updates'
        const response = await fetch(url, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
          signal: abort.signal,
          cache: 'no-store',
        })
        // A refused session is the API slice's to handle (its next call expires it): stop here.
        if (response.status === 401 || !response.body) return
        if (!response.ok) throw new Error(`live updates: ${response.status}`)
        attempt = 0
        if (reconnecting) latest.current()
        const parser = createParser({
          onEvent: (event) => {
            if (event.event === topic) latest.current()
          },
        })
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
        for (;;) {
          const { done, value } = await reader.read()
          if (done) break
          parser.feed(value)
        }
      } catch {
        if (abort.signal.aborted) return
      }
      if (abort.signal.aborted) return
      const delay = backoffDelay(attempt++, RECONNECT_BACKOFF)
      timer = setTimeout(() => void connect(true), delay)
    }

    void connect(false)
    return () => {
      abort.abort()
      clearTimeout(timer)
    }
  }, [topic, enabled, auctionId])
}

/**
 * A query's refetch that loses no update: RTK Query runs one request per query at a time and drops a
 * refetch asked while one is in flight, whose answer may predate the change just announced. Asked
 * then, it refetches once more as soon as the one in flight settles.
 */
export function useRefetchLosingNothing(query: { refetch: () => unknown; isFetching: boolean }): () => void {
  const { refetch, isFetching } = query
  const fetching = useRef(isFetching)
  const again = useRef(false)
  fetching.current = isFetching

  useEffect(() => {
    if (isFetching || !again.current) return
    again.current = false
    fetching.current = true
    void refetch()
  }, [isFetching, refetch])

  return useCallback(() => {
    if (fetching.current) {
      again.current = true
      return
    }
    fetching.current = true
    void refetch()
  }, [refetch])
}
