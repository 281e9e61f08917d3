import type { FastifyBaseLogger } from 'fastify'
import { communityMailSubjects } from '../../../contract/community'
import type { Locale } from '../../../contract/locale'
import { formatRupees, paiseToRupees } from '../../../contract/money'
import { streamerPagePath } from '../../../contract/paths'
import type { AppServices } from '../../app-services'
import type { CommunityCardRow, CommunityPledgeRow } from '../../db/schema-community'
import { MAIL_SIGN_OFF, mailGreeting, mailMessage } from '../mail'

// The contributors' mail, sent after the change committed, as notices: each refunded contribution
// once (its key claimed in mail_marks, so every instance agrees), and each contributor once when the
// card they chipped in on is funded. A mail the limits refuse is logged; the streamer's page says the same.

export type CommunityMailServices = Pick<AppServices, 'mailer' | 'users' | 'cards' | 'config'>

/** The contributors' mails, in each language. */
const COMMUNITY_MAIL: Record<
  Locale,
  {
    lateWhy: string
    cancelledWhy: (streamer: string) => string
    unfundedWhy: string
    refunded: (why: string, amount: string, card: string, paymentId: string) => string[]
    funded: (card: string, streamer: string) => string
  }
> = {
  'en-IN': {
    lateWhy: 'Your payment arrived after the community card had closed.',
    cancelledWhy: (streamer) => `${streamer} cancelled the community card.`,
    unfundedWhy: 'The community card did not reach its goal in time.',
    refunded: (why, amount, card, paymentId) => [
      `${why} Your contribution of ${amount} to ${card} has been refunded in full to the way you paid.`,
      'Banks usually show it within 5–7 working days.',
      '',
      `Payment ${paymentId}`,
    ],
    funded: (card, streamer) =>
      `The community card ${card} reached its goal: it is in ${streamer}'s line and goes on stream credited to its contributors.`,
  },
  'hi-IN': {
    lateWhy: 'आपका भुगतान कम्युनिटी कार्ड बंद होने के बाद पहुँचा।',
    cancelledWhy: (streamer) => `${streamer} ने कम्युनिटी कार्ड रद्द कर दिया।`,
    unfundedWhy: 'कम्युनिटी कार्ड समय पर अपने लक्ष्य तक नहीं पहुँचा।',
    refunded: (why, amount, card, paymentId) => [
      `${why} ${card} के लिए आपका ${amount} का योगदान पूरा का पूरा उसी तरीके से वापस कर दिया गया है जिससे आपने भुगतान किया था।`,
      'बैंक आम तौर पर इसे 5–7 कामकाजी दिनों में दिखा देते हैं।',
      '',
      `भुगतान ${paymentId}`,
    ],
    funded: (card, streamer) =>
      `कम्युनिटी कार्ड ${card} अपने लक्ष्य तक पहुँच गया: यह ${streamer} की कतार में है और अपने योगदान देने वालों के नाम से स्ट्रीम पर आएगा।`,
  },
}

async function namesOf(app: CommunityMailServices, row: CommunityCardRow) {
  const [card, streamer] = await Promise.all([
    app.cards.byId(row.card_id),
    app.users.nameById(row.streamer_id),
  ])
  return { title: card?.title ?? 'a community card', streamer: streamer?.username ?? '' }
}

/** One contribution went back to its contributor. */
export async function mailPledgeRefunded(
  app: CommunityMailServices,
  row: CommunityCardRow,
  pledge: CommunityPledgeRow,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const user = await app.users.byId(pledge.user_id)
    if (!user) return
    const { title, streamer } = await namesOf(app, row)
    const amount = formatRupees(paiseToRupees(pledge.amount_paise))
    const { locale } = user
    const words = COMMUNITY_MAIL[locale]
    const why =
      pledge.counted === 0
        ? words.lateWhy
        : row.status === 'cancelled'
          ? words.cancelledWhy(streamer)
          : words.unfundedWhy
    await app.mailer.sendOnce(`pledge-refund:${pledge.id}`, {
      to: user.email,
      category: 'notice',
      subject: mailMessage(communityMailSubjects.refunded(title, amount), locale),
      text: [
        mailGreeting(locale, user.username),
        '',
        ...words.refunded(why, amount, title, pledge.payment_id ?? ''),
        '',
        `${app.config.publicUrl}${streamerPagePath(streamer)}`,
        '',
        MAIL_SIGN_OFF,
      ].join('\n'),
    })
  } catch (error) {
    log.warn({ err: error, pledgeId: pledge.id }, 'community refund mail not sent')
  }
}

/** The card the contributor chipped in on reached its goal and went into the streamer's line. */
export async function mailFunded(
  app: CommunityMailServices,
  row: CommunityCardRow,
  userIds: string[],
  log: FastifyBaseLogger,
): Promise<void> {
  const { title, streamer } = await namesOf(app, row).catch(() => ({ title: '', streamer: '' }))
  for (const userId of userIds) {
    try {
      const user = await app.users.byId(userId)
      if (!user) continue
      const { locale } = user
      await app.mailer.sendOnce(`community-funded:${row.id}:${userId}`, {
        to: user.email,
        category: 'notice',
        subject: mailMessage(communityMailSubjects.funded(title), locale),
        text: [
          mailGreeting(locale, user.username),
          '',
          COMMUNITY_MAIL[locale].funded(title, streamer),
          '',
          `${app.config.publicUrl}${streamerPagePath(streamer)}`,
          '',
          MAIL_SIGN_OFF,
        ].join('\n'),
      })
    } catch (error) {
      log.warn({ err: error, communityId: row.id }, 'community funded mail not sent')
    }
  }
}
