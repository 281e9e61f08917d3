import type { Kysely } from 'kysely'
import { type PushText, pushUrls } from '../../../contract/push'
import type { Database } from '../../db/schema'
import type { StreamUseRow } from '../../db/schema-stream'
import { createCardsRepository } from '../catalogue'
import type { PushNotice, PushService } from '../push'

// What the stream tells a viewer by Web Push about a use (modules/push): written in the transaction
// that changed the use, sent after its commit (`push.sendSoon`).

type UseText =
  | { kind: 'on-stream' }
  | { kind: 'use-decided'; approved: true }
  | { kind: 'use-decided'; approved: false; reason: string; money: 'refunded' | 'returned' }
  | { kind: 'use-returned' }

/** The push of `text` about `use`, as `notifyWithin` and `notify` take it. */
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

/** Writes the push about `use` in `trx`, the transaction that changed the use (`sendSoon` after it). */
export async function pushAboutUse(
  push: Pick<PushService, 'notifyWithin'>,
  trx: Kysely<Database>,
  use: StreamUseRow,
  text: UseText,
): Promise<void> {
  await push.notifyWithin(trx, noticeAboutUse(use, text))
}

/** The push about `use` in a transaction of its own, sent at once (a change whose lock must stay short). */
export const pushAboutUseNow = (push: Pick<PushService, 'notify'>, use: StreamUseRow, text: UseText) =>
  push.notify(noticeAboutUse(use, text))
