import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import type { Mail, Mailer } from '../../mail'

// The pre-debit notice of a renewal (a viewer's subscription, or Creator Pro): claimed once per
// period, whichever instance gets there first, then mailed. A notice the mail limits would refuse
// now is not claimed at all (the claim would show as 'notice sent' until given back); one refused
// all the same gives the claim back. Either way a later sweep sends it, and the renewal waits 24
// hours from then.

/** The row a notice is claimed on: a subscription by its id, or a streamer's Creator Pro renewal. */
export type NoticeTarget = { table: 'subscriptions'; id: string } | { table: 'pro_renewals'; userId: string }

export interface PreDebitNotice {
  target: NoticeTarget
  periodEnd: string
  amountPaise: number
  mail: Mail
  now: Date
}

export async function sendPreDebitNotice(
  deps: {
    db: Kysely<Database>
    mailer: Pick<Mailer, 'send' | 'refusalFor'>
    log: Pick<FastifyBaseLogger, 'error'>
  },
  notice: PreDebitNotice,
): Promise<void> {
  const { db } = deps
  const { target, periodEnd, now } = notice
  // Both tables carry the notice's three columns; Kysely is given the subscriptions' type to build
  // the statements, and the key column is the target's own.
  const table = target.table as 'subscriptions'
  const keyColumn = (target.table === 'subscriptions' ? 'id' : 'user_id') as 'id'
  const key = target.table === 'subscriptions' ? target.id : target.userId
  if (await deps.mailer.refusalFor(notice.mail.to, notice.mail.category)) return
  const claimed = await db
    .updateTable(table)
    .set({
      notice_period_end: periodEnd,
      notice_sent_at: now.toISOString(),
      notice_amount_paise: notice.amountPaise,
    })
    .where(keyColumn, '=', key)
    .where((eb) => eb.or([eb('notice_period_end', 'is', null), eb('notice_period_end', '!=', periodEnd)]))
    .executeTakeFirst()
  if (claimed.numUpdatedRows !== 1n) return
  try {
    await deps.mailer.send(notice.mail)
  } catch (error) {
    deps.log.error({ err: error, ...target }, 'pre-debit notice not sent')
    await db
      .updateTable(table)
      .set({ notice_period_end: null, notice_sent_at: null, notice_amount_paise: null })
      .where(keyColumn, '=', key)
      .where('notice_sent_at', '=', now.toISOString())
      .execute()
  }
}
