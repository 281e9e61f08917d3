import { type PushText, pushUrls } from '../../../contract/push'
import type { StreamUseRow } from '../../db/schema-stream'
import { createCardsRepository } from '../catalogue'
import type { PushNotice, PushService } from '../push'

// What the stream tells a viewer by Web Push about a use (modules/push): written after the commit of
// the change to the use, in a transaction of its own, and sent at once (`push.notify`).

type UseText =
  | { kind: 'on-stream' }
  | { kind: 'use-decided'; approved: true }
  | { kind: 'use-decided'; approved: false; reason: string; money: 'refunded' | 'returned' }
  | { kind: 'use-returned' }

/** The push of `text` about `use`, as the push service's `notify` takes it. */
function noticeAboutUse(use: StreamUseRow, text: UseText): PushNotice {
  return {
    userId: use.viewer_id,
    // A use is decided and returned at most once each, shown once (a replay is a new 'on-stream' of
    // the same use, which its notification tag shows once).
    eventKey: use.id,
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
