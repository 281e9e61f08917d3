// Administrators hear when an hour's mail of one kind reaches MAIL_BUDGET_WARNING_SHARE of its budget:
// by mail, once as it crosses (mailer.ts `onBudgetHalfSpent`), and on the dashboard while it holds.
import { MAIL_BUDGET_WARNING_SHARE } from '../../../contract/constants'
import { MAIL_CATEGORIES, type MailCategory } from '../../db/schema-limits'
import type { AdminAddressesRepository } from './admin-addresses-repository'
import type { Mailer } from './mailer'

export const MAIL_KIND_NAMES: Record<MailCategory, string> = {
  account: 'account mail (codes, links and notices to account owners)',
  signup: 'sign-up codes',
  contact: 'contact-form mail',
  admin: 'mail to administrators',
  receipt: 'receipts of payments',
  notice: 'notices to viewers (auctions, subscriptions, used cards)',
}

export async function warnAdminsOfMailBudget(
  adminAddresses: AdminAddressesRepository,
  mailer: Mailer,
  category: MailCategory,
  sent: number,
  budget: number,
): Promise<void> {
  const admins = await adminAddresses.all()
  for (const { email } of admins) {
    await mailer.send({
      to: email,
      category: 'admin',
      subject: `Cardcast: half the hourly budget of ${MAIL_KIND_NAMES[category]} is spent`,
      text: [
        `${sent} of the ${budget} ${MAIL_KIND_NAMES[category]} the site may send in an hour went out in the last hour.`,
        'Past the budget, mail of that kind is refused until the hour moves on; other kinds have budgets of their own.',
        'If this is not ordinary traffic (a flood of sign-ups, say), look at the recent activity on the dashboard.',
      ].join('\n\n'),
    })
  }
}

/** The kinds of mail at or past the warning share of their budget in the last hour. */
export async function mailBudgetsHalfSpent(
  mailer: Mailer,
): Promise<Array<{ category: MailCategory; sent: number; budget: number }>> {
  const spent = await Promise.all(
    MAIL_CATEGORIES.map(async (category) => ({
      category,
      sent: await mailer.sentInLastHour(category),
      budget: mailer.hourlyBudgets[category],
    })),
  )
  return spent.filter(({ sent, budget }) => sent >= Math.ceil(budget * MAIL_BUDGET_WARNING_SHARE))
}
