import type { FastifyBaseLogger } from 'fastify'
import { communityMailSubjects } from '../../../contract/community'
import { formatRupees, paiseToRupees } from '../../../contract/money'
import { streamerPagePath } from '../../../contract/paths'
import type { AppServices } from '../../app-services'
import type { CommunityCardRow, CommunityPledgeRow } from '../../db/schema-community'

// The contributors' mail, sent after the change committed, as notices: each refunded contribution
// once (its key claimed in mail_marks, so every instance agrees), and each contributor once when the
// card they chipped in on is funded. A mail the limits refuse is logged; the streamer's page says the same.

export type CommunityMailServices = Pick<AppServices, 'mailer' | 'users' | 'cards' | 'config'>

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
    const why =
      pledge.counted === 0
        ? 'Your payment arrived after the community card had closed.'
        : row.status === 'cancelled'
          ? `${streamer} cancelled the community card.`
          : 'The community card did not reach its goal in time.'
    await app.mailer.sendOnce(`pledge-refund:${pledge.id}`, {
      to: user.email,
      category: 'notice',
      subject: communityMailSubjects.refunded(title, amount),
      text: [
        `Hello ${user.username},`,
        '',
        `${why} Your contribution of ${amount} to ${title} has been refunded in full to the way you paid.`,
        'Banks usually show it within 5–7 working days.',
        '',
        `Payment ${pledge.payment_id}`,
        '',
        `${app.config.publicUrl}${streamerPagePath(streamer)}`,
        '',
        '— Cardcast',
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
      await app.mailer.sendOnce(`community-funded:${row.id}:${userId}`, {
        to: user.email,
        category: 'notice',
        subject: communityMailSubjects.funded(title),
        text: [
          `Hello ${user.username},`,
          '',
          `The community card ${title} reached its goal: it is in ${streamer}'s line and goes on stream credited to its contributors.`,
          '',
          `${app.config.publicUrl}${streamerPagePath(streamer)}`,
          '',
          '— Cardcast',
        ].join('\n'),
      })
    } catch (error) {
      log.warn({ err: error, communityId: row.id }, 'community funded mail not sent')
    }
  }
}
