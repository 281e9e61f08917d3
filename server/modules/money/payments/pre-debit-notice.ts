import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import type { Mail, Mailer } from '../../mail'
import { createPreDebitNoticesRepository, type NoticeTarget } from './pre-debit-notices-repository'

// The pre-debit notice of a renewal (a viewer's subscription, or Creator Pro): claimed once per
// period, whichever instance gets there first, then mailed. A notice the mail limits would refuse
// now is not claimed at all (the claim would show as 'notice sent' until given back); one refused
// all the same gives the claim back. Either way a later sweep sends it, and the renewal waits 24
// hours from then.

export interface PreDebitNotice {
  target: NoticeTarget
  periodEnd: string
  amountPaise: number
  mail: Mail
  now: Date
}

export async function sendPreDebitNotice(
  deps: {
    /** The database the notice's row is claimed in (pre-debit-notices-repository.ts). */
    db: Kysely<Database>
    mailer: Pick<Mailer, 'send' | 'refusalFor'>
    log: Pick<FastifyBaseLogger, 'error'>
  },
  notice: PreDebitNotice,
): Promise<void> {
  const notices = createPreDebitNoticesRepository(deps.db)
  const { target, periodEnd, now } = notice
  if (await deps.mailer.refusalFor(notice.mail.to, notice.mail.category)) return
  if (!(await notices.claim(target, periodEnd, notice.amountPaise, now))) return
  try {
    await deps.mailer.send(notice.mail)
  } catch (error) {
    deps.log.error({ err: error, ...target }, 'pre-debit notice not sent')
    await notices.giveBack(target, now)
  }
}
