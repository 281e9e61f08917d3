import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import type { CardRow } from '../../db/schema-marketplace'
import type { StreamUseRow } from '../../db/schema-stream'
import { createStreamUsesRepository } from './stream-uses-repository'

/**
 * A card that goes into the streamer's line at once, past useCard's rules (no cooldown, no quota, no
 * approval: the streamer chose it, or viewers paid for it together): a funded community card,
 * credited to its contributors (modules/community), or a battle's forfeit, the streamer's own
 * (modules/battles). Queued at the back in the caller's transaction; the caller moves the line on
 * after its commit (`liveQueue.advanceSoon`). From there it is a use like any other: sent, reported
 * shown, paused, skipped, replayed (docs/stream-control.md).
 */
export function queueUseNow(
  trx: Kysely<Database>,
  use: {
    streamerId: string
    /** Whose use it is: the purchase's holder, or the streamer for their own (a forfeit). */
    viewerId: string
    /** 'Used by …' on the overlay, under the streamer's name rules. */
    credit: string
    /** The purchase it spends; a forfeit spends none and names its battle (`battle-<id>`). */
    purchaseId: string
    card: Pick<CardRow, 'id' | 'title' | 'description'>
    at: string
  },
): Promise<StreamUseRow> {
  return createStreamUsesRepository(trx).insert({
    streamer_id: use.streamerId,
    viewer_id: use.viewerId,
    viewer_name: use.credit,
    purchase_id: use.purchaseId,
    card_id: use.card.id,
    title: use.card.title,
    description: use.card.description,
    viewer_text: 0,
    flag: null,
    status: 'queued',
    event_id: null,
    starts_at: null,
    ends_at: null,
    created_at: use.at,
    waiting_since: use.at,
  })
}
