// When a viewer may next use a card on a streamer's stream: the card's cooldown (any viewer's last
// use of it) and the viewer's own (their last use of any card there), the longer of the two. useCard
// refuses inside either (use-card.ts); the readiness answer tells the app before Buy.
import { differenceInMilliseconds } from 'date-fns'
import { streamMessages } from '../../../contract/stream'
import type { CardRow } from '../../db/schema-marketplace'
import type { StreamControl } from '../realtime'
import type { StreamUsesRepository } from './stream-uses-repository'

export interface CooldownWait {
  seconds: number
  message: string
}

type CooldownCard = Pick<CardRow, 'id' | 'creator_id' | 'cooldown_seconds' | 'viewer_cooldown_seconds'>
type LastUse = StreamUsesRepository['lastUseAt']

/** Remembers each last-use read: one readiness answer asks for the viewer's last use once, not per card. */
function rememberingLastUse(uses: Pick<StreamUsesRepository, 'lastUseAt'>): LastUse {
  const seen = new Map<string, ReturnType<LastUse>>()
  return (filter) => {
    const key = `${filter.streamerId}|${filter.cardId ?? ''}|${filter.viewerId ?? ''}`
    let last = seen.get(key)
    if (!last) {
      last = uses.lastUseAt(filter)
      seen.set(key, last)
    }
    return last
  }
}

/** Seconds left of the card's or the viewer's cooldown on this stream, the longer of the two. */
export async function cooldownLeft(
  uses: Pick<StreamUsesRepository, 'lastUseAt'>,
  card: CooldownCard,
  viewerId: string,
  control: StreamControl,
  now: Date,
): Promise<CooldownWait | undefined> {
  const waits = [
    {
      seconds: card.cooldown_seconds ?? control.defaultCooldownSeconds,
      last: () => uses.lastUseAt({ streamerId: card.creator_id, cardId: card.id }),
      message: streamMessages.cardCooldown,
    },
    {
      seconds: card.viewer_cooldown_seconds ?? control.defaultViewerCooldownSeconds,
      last: () => uses.lastUseAt({ streamerId: card.creator_id, viewerId }),
      message: streamMessages.viewerCooldown,
    },
  ]
  let longest: CooldownWait | undefined
  for (const wait of waits) {
    if (wait.seconds <= 0) continue
    const last = await wait.last()
    if (!last) continue
    const left = Math.ceil((wait.seconds * 1000 - differenceInMilliseconds(now, new Date(last))) / 1000)
    if (left > 0 && left > (longest?.seconds ?? 0)) longest = { seconds: left, message: wait.message(left) }
  }
  return longest
}

/** The cards of one streamer that the viewer could not use now, with the seconds until they can. */
export async function cardsCoolingDown(
  uses: Pick<StreamUsesRepository, 'lastUseAt'>,
  cards: CooldownCard[],
  viewerId: string,
  control: StreamControl,
  now: Date,
): Promise<Array<{ cardId: string; usableInSeconds: number }>> {
  const remembering = { lastUseAt: rememberingLastUse(uses) }
  const waits = await Promise.all(
    cards.map(async (card) => ({
      card,
      wait: await cooldownLeft(remembering, card, viewerId, control, now),
    })),
  )
  return waits.flatMap(({ card, wait }) => (wait ? [{ cardId: card.id, usableInSeconds: wait.seconds }] : []))
}
