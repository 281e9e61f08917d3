import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

// The marks of mail sent once per event, or once per window (schema-outbox.ts MailMarkTable). A claim
// is one statement, so two instances that try at once agree on which of them mails.

export function createMailMarksRepository(db: Kysely<Database>) {
  return {
    /**
     * Claims `key` for a mail sent now: answers false when it is held, for good (`againAfterMs`
     * undefined) or since less than `againAfterMs` ago.
     */
    async claim(key: string, now: Date, againAfterMs?: number): Promise<boolean> {
      const sentAt = now.toISOString()
      const insert = db.insertInto('mail_marks').values({ key, sent_at: sentAt })
      const result =
        againAfterMs === undefined
          ? await insert.onConflict((oc) => oc.column('key').doNothing()).executeTakeFirst()
          : await insert
              .onConflict((oc) =>
                oc
                  .column('key')
                  .doUpdateSet({ sent_at: sentAt })
                  .where('mail_marks.sent_at', '<=', new Date(now.getTime() - againAfterMs).toISOString()),
              )
              .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
    },

    /** Gives back a claim whose mail did not go, so that a later event may mail. */
    release: (key: string, sentAt: Date) =>
      db
        .deleteFrom('mail_marks')
        .where('key', '=', key)
        .where('sent_at', '=', sentAt.toISOString())
        .execute(),
  }
}

export type MailMarksRepository = ReturnType<typeof createMailMarksRepository>
