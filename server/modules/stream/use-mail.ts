import type { FastifyBaseLogger } from 'fastify'
import { noticeMailSubjects } from '../../../contract/notice-mail'
import { paths } from '../../../contract/paths'
import type { AppServices } from '../../app-services'
import type { StreamUseRow } from '../../db/schema-stream'

// A viewer hears by mail when the streamer's line sends their used card back (rejected, with the
// streamer's reason; returned: not shown, the stream offline, the line cleared) or skips it on
// screen. The queue collects these inside its transaction (live-queue.ts `QueueEffects.notices`) and
// mails them here after the commit, one per use and action; a viewer's own withdrawal is not mailed.

export type UseNoticeKind = 'rejected' | 'returned' | 'skipped'

export interface UseNotice {
  use: Pick<StreamUseRow, 'id' | 'viewer_id' | 'viewer_name' | 'title' | 'card_id'>
  kind: UseNoticeKind
  /** Why it came back ('rejected' and 'returned'). */
  reason: string | null
}

export type UseMailServices = Pick<AppServices, 'mailer' | 'users' | 'config'> & {
  log: Pick<FastifyBaseLogger, 'warn'>
}

const SUBJECTS = {
  rejected: noticeMailSubjects.useRejected,
  returned: noticeMailSubjects.useReturned,
  skipped: noticeMailSubjects.useSkipped,
} satisfies Record<UseNoticeKind, (card: string) => string>

const WHAT_HAPPENED = {
  rejected: (card: string) => `The streamer rejected your card ${card}, so it did not show on stream.`,
  returned: (card: string) => `Your card ${card} did not show on stream and came back to you.`,
  skipped: (card: string) => `The streamer skipped your card ${card} while it was on screen.`,
} satisfies Record<UseNoticeKind, (card: string) => string>

export async function mailUseNotices(app: UseMailServices, notices: Iterable<UseNotice>): Promise<void> {
  for (const { use, kind, reason } of notices) {
    try {
      const viewer = await app.users.byId(use.viewer_id)
      if (!viewer) continue
      await app.mailer.send({
        to: viewer.email,
        category: 'notice',
        subject: SUBJECTS[kind](use.title),
        text: [
          `Hello ${viewer.username},`,
          '',
          WHAT_HAPPENED[kind](use.title),
          ...(reason ? [`Reason: ${reason}`] : []),
          '',
          `Where your cards stand: ${app.config.publicUrl}${paths.myCards}`,
          '',
          '— Cardcast',
        ].join('\n'),
      })
    } catch (error) {
      app.log.warn({ err: error, useId: use.id }, 'use notice mail not sent')
    }
  }
}
