// The cooldowns the server answered (429 with retryAfterSeconds, or the streamer's use-readiness read
// when a card's dialog opens), counted down on the Use buttons and in the dialog. A
// card's cooldown holds every copy of that card; a viewer's holds every card of that streamer. One
// timer ticks each second while any cooldown runs, and none otherwise.
import { useCallback, useEffect, useState } from 'react'
import type { OwnedCard } from '../../../contract/purchases'

export type CooldownScope = 'card' | 'viewer'

type CooldownCard = Pick<OwnedCard, '_id' | 'streamerEmailId'>

const keyOf = (card: CooldownCard, scope: CooldownScope) =>
  scope === 'card' ? `card:${card._id}` : `streamer:${card.streamerEmailId}`

export function useCooldowns() {
  const [until, setUntil] = useState<Record<string, number>>({})
  const [now, setNow] = useState(() => Date.now())
  const running = Object.values(until).some((end) => end > now)

  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [running])

  const start = useCallback((card: CooldownCard, scope: CooldownScope, seconds: number) => {
    const at = Date.now()
    setNow(at)
    setUntil((current) => ({ ...current, [keyOf(card, scope)]: at + seconds * 1000 }))
  }, [])

  /** Whole seconds before the card may be used again; 0 when it may be used now. */
  const secondsLeft = (card: OwnedCard) =>
    Math.max(
      0,
      ...(['card', 'viewer'] as const).map((scope) =>
        Math.ceil(((until[keyOf(card, scope)] ?? 0) - now) / 1000),
      ),
    )

  return { start, secondsLeft }
}
