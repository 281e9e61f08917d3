import type { Kysely } from 'kysely'
import { type PushText, pushUrls } from '../../../contract/push'
import type { Database } from '../../db/schema'
import type { StreamUseRow } from '../../db/schema-stream'
import { createCardsRepository } from '../catalogue'
import type { PushNotice, PushService } from '../push'
import type { UseNotice } from './use-mail'

// What the stream tells a viewer by Web Push about a use (modules/push). 'On stream now' is written
// after the commit of the overlay's report, in a transaction of its own (`pushAboutUse`); the
// streamer's decisions and the cards that come back are written in the transaction that makes them
// (`pushUseEffectsWithin`), so a server that dies after that commit still sends them.

/** What a push reads of a use. */
type PushedUse = Pick<StreamUseRow, 'id' | 'viewer_id' | 'title' | 'card_id'>

type UseText =
  | { kind: 'on-stream' }
  | { kind: 'use-decided'; approved: true }
  | { kind: 'use-decided'; approved: false; reason: string; money: 'refunded' | 'returned' }
  | { kind: 'use-returned'; reason: string }

/** The event a push about a use is about: a use is approved once and rejected once, each its own. */
function eventOf(use: PushedUse, text: UseText): string {
  // A use is returned once, and shown once (a replay is a new 'on-stream' of the same use, which its
  // notification tag shows once).
  if (text.kind !== 'use-decided') return use.id
  return `${use.id}:${text.approved ? 'approved' : 'rejected'}`
}

/** The push of `text` about `use`, as the push service's `notify` takes it. */
function noticeAboutUse(use: PushedUse, text: UseText): PushNotice {
  return {
    userId: use.viewer_id,
    eventKey: eventOf(use, text),
    text: { ...text, cardTitle: use.title } as PushText,
    url: pushUrls.use(use.id),
    image: async (trx) => (await createCardsRepository(trx).byId(use.card_id))?.image_url,
  }
}

/**
 * The push about `use`, after the commit of the change that made it, in a transaction of its own and
 * sent at once: the change's own transaction (the streamer's line) is never held for the devices.
 */
export const pushAboutUse = (push: Pick<PushService, 'notify'>, use: StreamUseRow, text: UseText) =>
  push.notify(noticeAboutUse(use, text))

/** What a queue action pushes to viewers: the uses it approved and the notices it mails. */
export interface UsePushes {
  approved: StreamUseRow[]
  notices: Iterable<UseNotice>
}

/**
 * Writes, in the queue action's own transaction, the pushes of the uses it approved, rejected (with
 * the streamer's reason: the card is given back unused, free or paid, so the money stays in it) and
 * returned; a card skipped and kept is not pushed (it was shown). Answers whether it wrote any, for
 * `sendSoon` after the commit. An action with none of these (a flash's line move) sends nothing more.
 */
export async function pushUseEffectsWithin(
  push: Pick<PushService, 'notifyWithin'>,
  trx: Kysely<Database>,
  effects: UsePushes,
): Promise<boolean> {
  let any = false
  for (const use of effects.approved) {
    await push.notifyWithin(trx, noticeAboutUse(use, { kind: 'use-decided', approved: true }))
    any = true
  }
  for (const { use, kind, reason } of effects.notices) {
    if (kind === 'skipped') continue
    const text: UseText =
      kind === 'rejected'
        ? { kind: 'use-decided', approved: false, reason: reason ?? '', money: 'returned' }
        : { kind: 'use-returned', reason: reason ?? '' }
    await push.notifyWithin(trx, noticeAboutUse(use, text))
    any = true
  }
  return any
}
