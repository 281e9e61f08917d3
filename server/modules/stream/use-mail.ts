import type { FastifyBaseLogger } from 'fastify'
import type { Locale } from '../../../contract/locale'
import { noticeMailSubjects } from '../../../contract/notice-mail'
import { paths } from '../../../contract/paths'
import type { AppServices } from '../../app-services'
import type { StreamUseRow } from '../../db/schema-stream'
import { MAIL_SIGN_OFF, mailGreeting, mailMessage } from '../mail'

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

/** What happened, and the rest of the mail, in each language. */
const USE_MAIL: Record<
  Locale,
  { what: Record<UseNoticeKind, (card: string) => string>; reason: string; where: string }
> = {
  'en-IN': {
    what: {
      rejected: (card) => `The streamer rejected your card ${card}, so it did not show on stream.`,
      returned: (card) => `Your card ${card} did not show on stream and came back to you.`,
      skipped: (card) => `The streamer skipped your card ${card} while it was on screen.`,
    },
    reason: 'Reason',
    where: 'Where your cards stand',
  },
  'hi-IN': {
    what: {
      rejected: (card) => `स्ट्रीमर ने आपका कार्ड ${card} अस्वीकार कर दिया, इसलिए यह स्ट्रीम पर नहीं दिखा।`,
      returned: (card) => `आपका कार्ड ${card} स्ट्रीम पर नहीं दिखा और आपके पास वापस आ गया।`,
      skipped: (card) => `स्ट्रीमर ने आपके कार्ड ${card} को स्क्रीन पर रहते हुए छोड़ दिया।`,
    },
    reason: 'वजह',
    where: 'आपके कार्ड कहाँ हैं',
  },
}

export async function mailUseNotices(app: UseMailServices, notices: Iterable<UseNotice>): Promise<void> {
  for (const { use, kind, reason } of notices) {
    try {
      const viewer = await app.users.byId(use.viewer_id)
      if (!viewer) continue
      const { locale } = viewer
      const words = USE_MAIL[locale]
      await app.mailer.send({
        to: viewer.email,
        category: 'notice',
        subject: mailMessage(SUBJECTS[kind](use.title), locale),
        text: [
          mailGreeting(locale, viewer.username),
          '',
          words.what[kind](use.title),
          // The server's own reasons (offline, not shown, cleared) in the viewer's language; a
          // streamer's reason as they wrote it.
          ...(reason ? [`${words.reason}: ${mailMessage(reason, locale)}`] : []),
          '',
          `${words.where}: ${app.config.publicUrl}${paths.myCards}`,
          '',
          MAIL_SIGN_OFF,
        ].join('\n'),
      })
    } catch (error) {
      app.log.warn({ err: error, useId: use.id }, 'use notice mail not sent')
    }
  }
}
