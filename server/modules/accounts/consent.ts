// A child's account (contract/consent.ts, docs/privacy.md): the mails to the parent, each with the link
// that withdraws consent, and the rules every module's own routes ask through accounts' face before a
// child buys, uses, subscribes, bids or streams.
import type { FastifyBaseLogger } from 'fastify'
import { consentMessages, ERASE_AFTER_WITHDRAWAL_DAYS, isMinor } from '../../../contract/consent'
import { formatDateTime } from '../../../contract/dates'
import { formatRupees, paiseToRupees } from '../../../contract/money'
import { paths } from '../../../contract/paths'
import type { AppServices } from '../../app-services'
import type { UserRow } from '../../db/schema'
import { RefusalError } from '../../errors'
import type { ParentLinkPurpose } from './parent-links'

type Child = Pick<UserRow, 'id' | 'email' | 'parent_email' | 'consent'>
type MailDeps = Pick<AppServices, 'config' | 'mailer' | 'parentLinks'>

/** True for a child's account, whatever its consent: what only adults may do is refused to it. */
export const isChildAccount = (user: Pick<UserRow, 'consent'>) => user.consent !== 'not-needed'

/** Why this user may not buy, use, subscribe, bid or appear on a stream yet; undefined when they may. */
export function consentRefusal(user: Pick<UserRow, 'consent'>): string | undefined {
  if (user.consent === 'awaiting') return consentMessages.blocked
  if (user.consent === 'withdrawn') return consentMessages.stopped
  return undefined
}

/** Throws the 403 of `consentRefusal`: the first rule of every route that buys, uses, subscribes or bids. */
export function refuseWithoutConsent(user: Pick<UserRow, 'consent'>): void {
  const refusal = consentRefusal(user)
  if (refusal) throw new RefusalError(403, refusal)
}

/** Creators are paid (KYC needs an adult): a child's account may not become one, nor buy Creator Pro. */
export function refuseChildCreator(user: Pick<UserRow, 'consent'>): void {
  if (isChildAccount(user)) throw new RefusalError(403, consentMessages.noCreators)
}

/** An address that is itself a child's account cannot consent for anyone (contract/consent.ts). */
export async function refuseChildParent(app: Pick<AppServices, 'users'>, parentEmail: string) {
  const parent = await app.users.byEmail(parentEmail)
  if (
    parent &&
    (parent.consent !== 'not-needed' || (parent.date_of_birth && isMinor(parent.date_of_birth)))
  ) {
    throw new RefusalError(403, consentMessages.parentIsMinor)
  }
}

const PAGE_OF: Record<ParentLinkPurpose, string> = {
  consent: paths.parentConsent,
  manage: paths.parentManage,
  withdraw: paths.parentWithdraw,
}

/** A link to one of the parent's pages, signed for this child. */
export function parentLink(app: MailDeps, childId: string, purpose: ParentLinkPurpose, now = new Date()) {
  const token = app.parentLinks.sign(childId, purpose, now)
  return `${app.config.publicUrl}${PAGE_OF[purpose]}?token=${encodeURIComponent(token)}`
}

/** Every mail about a child's account ends with the way to withdraw consent (DPDP Rules, r. 10). */
function withdrawFooter(app: MailDeps, child: Child): string[] {
  return [
    '',
    `To withdraw consent at any time: ${parentLink(app, child.id, 'withdraw')}`,
    `The account then stops at once, and its data is erased within ${ERASE_AFTER_WITHDRAWAL_DAYS} days, except the invoices and ledger entries tax law keeps, with the name removed.`,
    '',
    '— Cardcast',
  ]
}

async function mailParent(
  app: MailDeps,
  child: Child,
  subject: string,
  lines: string[],
  category: 'account' | 'notice' = 'account',
) {
  if (!child.parent_email) return
  await app.mailer.send({
    to: child.parent_email,
    category,
    subject,
    text: [...lines, ...withdrawFooter(app, child)].join('\n'),
  })
}

/** Asks the parent for consent: the child proved their own address, so the parent hears of it now. */
export async function mailConsentRequest(app: MailDeps, child: Child): Promise<void> {
  await mailParent(app, child, 'Your child asked to join Cardcast: your consent is needed', [
    'Hello,',
    '',
    `Someone under 18 signed up to Cardcast, a marketplace of challenge cards for live streams, with the email ${child.email}, and named you as their parent or guardian.`,
    'Under India’s Digital Personal Data Protection Act, we need your consent before we use any of their data. Until you give it, their account holds only their email, their date of birth and your email, and they cannot buy, use or subscribe to cards, bid or appear on a stream.',
    '',
    `To give consent (we will mail you a code to confirm you are an adult and their parent or guardian): ${parentLink(app, child.id, 'consent')}`,
    '',
    'Once you consent, your child can take free cards. Paid cards wait until you set a monthly spending limit (₹0–₹5,000) on your parent page; we mail you every purchase.',
    'If this was not your child, or you do not agree, use the withdrawal link below: the account is closed and erased.',
  ])
}

/** The record of consent, to the parent (with their page's link) and to the child. */
export async function mailConsentRecord(app: MailDeps, child: Child, givenAt: Date): Promise<void> {
  const when = formatDateTime(givenAt)
  await mailParent(app, child, 'Record of your consent on Cardcast', [
    'Hello,',
    '',
    `You consented, on ${when}, as an adult and the parent or guardian, to Cardcast using the data of the account ${child.email}. This mail is the record of it: your address ${child.parent_email} and the time.`,
    '',
    `Your parent page, to set the monthly spending limit (free cards only until you do): ${parentLink(app, child.id, 'manage', givenAt)}`,
    'That link works for 30 days; every mail we send you about your child carries a fresh one.',
  ])
  await app.mailer.send({
    to: child.email,
    category: 'account',
    subject: 'Your parent or guardian gave consent: your Cardcast account is open',
    text: [
      'Hello,',
      '',
      `${child.parent_email} gave consent on ${when}: you can now take free cards, use them and follow streams.`,
      'Paid cards wait until they set a monthly spending limit; they hear of every purchase.',
      'Pick your username in Profile: we kept none before consent.',
      '',
      '— Cardcast',
    ].join('\n'),
  })
}

/** The parent set a cap: confirmed to them with a fresh link to their page. */
export async function mailCapSet(app: MailDeps, child: Child, capPaise: number): Promise<void> {
  await mailParent(app, child, 'Monthly spending limit set on Cardcast', [
    'Hello,',
    '',
    `The monthly spending limit of ${child.email} is now ${formatRupees(paiseToRupees(capPaise))}. A purchase over it is refused.`,
    '',
    `Your parent page: ${parentLink(app, child.id, 'manage')}`,
  ])
}

/** Consent withdrawn: said to both; the account is stopped already. */
export async function mailWithdrawn(app: MailDeps, child: Child, at: Date, eraseBy: Date): Promise<void> {
  const text = [
    'Hello,',
    '',
    `Consent for the Cardcast account ${child.email} was withdrawn on ${formatDateTime(at)}. The account is closed: it cannot sign in, buy, use or appear on a stream.`,
    `Its data will be erased by ${formatDateTime(eraseBy)}, except the invoices and ledger entries tax law keeps, with the name removed.`,
    '',
    '— Cardcast',
  ].join('\n')
  const subject = 'Consent withdrawn: the Cardcast account is closed'
  if (child.parent_email)
    await app.mailer.send({ to: child.parent_email, category: 'account', subject, text })
  await app.mailer.send({ to: child.email, category: 'account', subject, text })
}

/**
 * A child's paid purchase, subscription or won auction, told to the parent as it happens (contract:
 * 'Every paid purchase, subscription or winning bid of a minor is mailed to the parent'). A mail that
 * cannot go is logged: the payment happened, and the parent page shows the month's spending.
 */
export async function mailParentOfSpending(
  app: MailDeps,
  child: Child,
  what: string,
  amountPaise: number,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  if (child.consent !== 'given') return
  try {
    await mailParent(
      app,
      child,
      `Your child spent ${formatRupees(paiseToRupees(amountPaise), { alwaysPaise: true })} on Cardcast`,
      [
        'Hello,',
        '',
        `${child.email} paid ${formatRupees(paiseToRupees(amountPaise), { alwaysPaise: true })} on Cardcast: ${what}.`,
        '',
        `Your parent page, with the monthly spending limit: ${parentLink(app, child.id, 'manage')}`,
      ],
      'notice',
    )
  } catch (error) {
    log.warn({ err: error, userId: child.id }, "parent's spending mail not sent")
  }
}
