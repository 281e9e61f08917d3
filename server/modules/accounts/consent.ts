// A child's account (contract/consent.ts, docs/privacy.md): the mails to the parent, each with the link
// that withdraws consent, and the rules every module's own routes ask through accounts' face before a
// child buys, uses, subscribes, bids or streams.
import type { FastifyBaseLogger } from 'fastify'
import { consentMessages, ERASE_AFTER_WITHDRAWAL_DAYS, isMinor } from '../../../contract/consent'
import { formatDateTime } from '../../../contract/dates'
import type { Locale } from '../../../contract/locale'
import { formatRupees, paiseToRupees } from '../../../contract/money'
import { paths } from '../../../contract/paths'
import type { AppServices } from '../../app-services'
import type { UserRow } from '../../db/schema'
import { RefusalError } from '../../errors'
import { MAIL_SIGN_OFF, mailDate, mailGreeting } from '../mail'
import type { ParentLinkPurpose } from './parent-links'

type Child = Pick<UserRow, 'id' | 'email' | 'parent_email' | 'consent' | 'locale'>
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

/** What a parent's mail says a child spent on (`mailParentOfSpending`). */
export type ChildSpending =
  | { kind: 'card'; title: string }
  | { kind: 'auction'; title: string }
  | { kind: 'subscription'; streamer: string | null }

/**
 * The words of every mail about a child's account, in each language. A parent has no account of their
 * own here: their mails speak the child's account's language (set when the child signed up).
 */
const CONSENT_MAIL: Record<
  Locale,
  {
    withdrawFooter: (link: string) => string[]
    request: { subject: string; lines: (childEmail: string, consentLink: string) => string[] }
    record: {
      subject: string
      lines: (when: string, child: string, parent: string, manageLink: string) => string[]
    }
    opened: { subject: string; lines: (parent: string, when: string) => string[] }
    capSet: { subject: string; lines: (child: string, cap: string, manageLink: string) => string[] }
    withdrawn: { subject: string; lines: (child: string, at: string, eraseBy: string) => string[] }
    spending: {
      subject: (amount: string) => string
      lines: (child: string, amount: string, what: string, manageLink: string) => string[]
    }
    spentOn: (what: ChildSpending) => string
  }
> = {
  'en-IN': {
    withdrawFooter: (link) => [
      '',
      `To withdraw consent at any time: ${link}`,
      `The account then stops at once, and its data is erased within ${ERASE_AFTER_WITHDRAWAL_DAYS} days, except the invoices and ledger entries tax law keeps, with the name removed.`,
    ],
    request: {
      subject: 'Your child asked to join Cardcast: your consent is needed',
      lines: (childEmail, consentLink) => [
        `Someone under 18 signed up to Cardcast, a marketplace of challenge cards for live streams, with the email ${childEmail}, and named you as their parent or guardian.`,
        'Under India’s Digital Personal Data Protection Act, we need your consent before we use any of their data. Until you give it, their account holds only their email, their date of birth and your email, and they cannot buy, use or subscribe to cards, bid or appear on a stream.',
        '',
        `To give consent (we will mail you a code to confirm you are an adult and their parent or guardian): ${consentLink}`,
        '',
        'Once you consent, your child can take free cards. Paid cards wait until you set a monthly spending limit (₹0–₹5,000) on your parent page; we mail you every purchase.',
        'If this was not your child, or you do not agree, use the withdrawal link below: the account is closed and erased.',
      ],
    },
    record: {
      subject: 'Record of your consent on Cardcast',
      lines: (when, child, parent, manageLink) => [
        `You consented, on ${when}, as an adult and the parent or guardian, to Cardcast using the data of the account ${child}. This mail is the record of it: your address ${parent} and the time.`,
        '',
        `Your parent page, to set the monthly spending limit (free cards only until you do): ${manageLink}`,
        'That link works for 30 days; every mail we send you about your child carries a fresh one.',
      ],
    },
    opened: {
      subject: 'Your parent or guardian gave consent: your Cardcast account is open',
      lines: (parent, when) => [
        `${parent} gave consent on ${when}: you can now take free cards, use them and follow streams.`,
        'Paid cards wait until they set a monthly spending limit; they hear of every purchase.',
        'Pick your username in Profile: we kept none before consent.',
      ],
    },
    capSet: {
      subject: 'Monthly spending limit set on Cardcast',
      lines: (child, cap, manageLink) => [
        `The monthly spending limit of ${child} is now ${cap}. A purchase over it is refused.`,
        '',
        `Your parent page: ${manageLink}`,
      ],
    },
    withdrawn: {
      subject: 'Consent withdrawn: the Cardcast account is closed',
      lines: (child, at, eraseBy) => [
        `Consent for the Cardcast account ${child} was withdrawn on ${at}. The account is closed: it cannot sign in, buy, use or appear on a stream.`,
        `Its data will be erased by ${eraseBy}, except the invoices and ledger entries tax law keeps, with the name removed.`,
      ],
    },
    spending: {
      subject: (amount) => `Your child spent ${amount} on Cardcast`,
      lines: (child, amount, what, manageLink) => [
        `${child} paid ${amount} on Cardcast: ${what}.`,
        '',
        `Your parent page, with the monthly spending limit: ${manageLink}`,
      ],
    },
    spentOn: (what) =>
      what.kind === 'card'
        ? `the card '${what.title}'`
        : what.kind === 'auction'
          ? `the auction of '${what.title}'`
          : `a month of a subscription to ${what.streamer ?? 'a streamer'}`,
  },
  'hi-IN': {
    withdrawFooter: (link) => [
      '',
      `किसी भी समय सहमति वापस लेने के लिए: ${link}`,
      `तब अकाउंट तुरंत बंद हो जाता है, और उसका डेटा ${ERASE_AFTER_WITHDRAWAL_DAYS} दिनों के अंदर मिटा दिया जाता है, सिवाय उन इनवॉइस और लेजर एंट्री के जिन्हें टैक्स कानून के तहत रखना होता है, नाम हटाकर।`,
    ],
    request: {
      subject: 'आपके बच्चे ने Cardcast से जुड़ना चाहा है: आपकी सहमति चाहिए',
      lines: (childEmail, consentLink) => [
        `18 साल से कम उम्र के किसी व्यक्ति ने ${childEmail} ईमेल से Cardcast पर साइन अप किया है, जो लाइव स्ट्रीम के चैलेंज कार्ड का मार्केटप्लेस है, और आपको अपना माता-पिता या अभिभावक बताया है।`,
        'भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम के तहत, उनके किसी भी डेटा का इस्तेमाल करने से पहले हमें आपकी सहमति चाहिए। जब तक आप सहमति नहीं देते, उनके अकाउंट में सिर्फ़ उनका ईमेल, उनकी जन्मतिथि और आपका ईमेल रहेगा, और वे कार्ड खरीद, इस्तेमाल या सब्सक्राइब नहीं कर सकते, बोली नहीं लगा सकते और किसी स्ट्रीम पर नहीं दिख सकते।',
        '',
        `सहमति देने के लिए (यह पक्का करने के लिए कि आप वयस्क हैं और उनके माता-पिता या अभिभावक हैं, हम आपको एक कोड ईमेल करेंगे): ${consentLink}`,
        '',
        'आपकी सहमति के बाद आपका बच्चा मुफ़्त कार्ड ले सकेगा। पेड कार्ड तब तक रुके रहेंगे जब तक आप अपने अभिभावक पेज पर मासिक खर्च सीमा (₹0–₹5,000) तय नहीं करते; हर खरीद की जानकारी हम आपको ईमेल करेंगे।',
        'अगर यह आपका बच्चा नहीं है, या आप सहमत नहीं हैं, तो नीचे दिया गया वापसी का लिंक इस्तेमाल करें: अकाउंट बंद करके मिटा दिया जाएगा।',
      ],
    },
    record: {
      subject: 'Cardcast पर आपकी सहमति का रिकॉर्ड',
      lines: (when, child, parent, manageLink) => [
        `आपने ${when} को, एक वयस्क और माता-पिता या अभिभावक के रूप में, Cardcast को ${child} अकाउंट का डेटा इस्तेमाल करने की सहमति दी। यह मेल उसका रिकॉर्ड है: आपका पता ${parent} और समय।`,
        '',
        `आपका अभिभावक पेज, जहाँ आप मासिक खर्च सीमा तय कर सकते हैं (तब तक सिर्फ़ मुफ़्त कार्ड): ${manageLink}`,
        'यह लिंक 30 दिनों तक काम करता है; आपके बच्चे के बारे में हमारे हर मेल में एक नया लिंक होता है।',
      ],
    },
    opened: {
      subject: 'आपके माता-पिता या अभिभावक ने सहमति दे दी: आपका Cardcast अकाउंट खुल गया है',
      lines: (parent, when) => [
        `${parent} ने ${when} को सहमति दी: अब आप मुफ़्त कार्ड ले सकते हैं, उन्हें इस्तेमाल कर सकते हैं और स्ट्रीम देख सकते हैं।`,
        'पेड कार्ड तब तक रुके रहेंगे जब तक वे मासिक खर्च सीमा तय नहीं करते; हर खरीद की जानकारी उन्हें मिलती है।',
        'Profile में अपना यूज़रनेम चुनें: सहमति से पहले हमने कोई नाम नहीं रखा था।',
      ],
    },
    capSet: {
      subject: 'Cardcast पर मासिक खर्च सीमा तय हो गई',
      lines: (child, cap, manageLink) => [
        `${child} की मासिक खर्च सीमा अब ${cap} है। इससे ज़्यादा की खरीद अस्वीकार की जाएगी।`,
        '',
        `आपका अभिभावक पेज: ${manageLink}`,
      ],
    },
    withdrawn: {
      subject: 'सहमति वापस ली गई: Cardcast अकाउंट बंद है',
      lines: (child, at, eraseBy) => [
        `Cardcast अकाउंट ${child} की सहमति ${at} को वापस ले ली गई। अकाउंट बंद है: इससे साइन इन, खरीद या इस्तेमाल नहीं हो सकता, और यह किसी स्ट्रीम पर नहीं दिख सकता।`,
        `इसका डेटा ${eraseBy} तक मिटा दिया जाएगा, सिवाय उन इनवॉइस और लेजर एंट्री के जिन्हें टैक्स कानून के तहत रखना होता है, नाम हटाकर।`,
      ],
    },
    spending: {
      subject: (amount) => `आपके बच्चे ने Cardcast पर ${amount} खर्च किए`,
      lines: (child, amount, what, manageLink) => [
        `${child} ने Cardcast पर ${amount} का भुगतान किया: ${what}।`,
        '',
        `आपका अभिभावक पेज, मासिक खर्च सीमा के साथ: ${manageLink}`,
      ],
    },
    spentOn: (what) =>
      what.kind === 'card'
        ? `कार्ड '${what.title}'`
        : what.kind === 'auction'
          ? `'${what.title}' की नीलामी`
          : `${what.streamer ?? 'एक स्ट्रीमर'} की सदस्यता का एक महीना`,
  },
}

async function mailParent(
  app: MailDeps,
  child: Child,
  subject: string,
  lines: string[],
  category: 'account' | 'notice' = 'account',
) {
  if (!child.parent_email) return
  const words = CONSENT_MAIL[child.locale]
  await app.mailer.send({
    to: child.parent_email,
    category,
    subject,
    text: [
      mailGreeting(child.locale),
      '',
      ...lines,
      ...words.withdrawFooter(parentLink(app, child.id, 'withdraw')),
      '',
      MAIL_SIGN_OFF,
    ].join('\n'),
  })
}

/** Asks the parent for consent: the child proved their own address, so the parent hears of it now. */
export async function mailConsentRequest(app: MailDeps, child: Child): Promise<void> {
  const { request } = CONSENT_MAIL[child.locale]
  await mailParent(
    app,
    child,
    request.subject,
    request.lines(child.email, parentLink(app, child.id, 'consent')),
  )
}

/** The record of consent, to the parent (with their page's link) and to the child. */
export async function mailConsentRecord(app: MailDeps, child: Child, givenAt: Date): Promise<void> {
  const { record, opened } = CONSENT_MAIL[child.locale]
  const when = mailDate(formatDateTime(givenAt), child.locale)
  const parent = child.parent_email ?? ''
  await mailParent(
    app,
    child,
    record.subject,
    record.lines(when, child.email, parent, parentLink(app, child.id, 'manage', givenAt)),
  )
  await app.mailer.send({
    to: child.email,
    category: 'account',
    subject: opened.subject,
    text: [mailGreeting(child.locale), '', ...opened.lines(parent, when), '', MAIL_SIGN_OFF].join('\n'),
  })
}

/** The parent set a cap: confirmed to them with a fresh link to their page. */
export async function mailCapSet(app: MailDeps, child: Child, capPaise: number): Promise<void> {
  const { capSet } = CONSENT_MAIL[child.locale]
  await mailParent(
    app,
    child,
    capSet.subject,
    capSet.lines(child.email, formatRupees(paiseToRupees(capPaise)), parentLink(app, child.id, 'manage')),
  )
}

/** Consent withdrawn: said to both; the account is stopped already. */
export async function mailWithdrawn(app: MailDeps, child: Child, at: Date, eraseBy: Date): Promise<void> {
  const { withdrawn } = CONSENT_MAIL[child.locale]
  const text = [
    mailGreeting(child.locale),
    '',
    ...withdrawn.lines(
      child.email,
      mailDate(formatDateTime(at), child.locale),
      mailDate(formatDateTime(eraseBy), child.locale),
    ),
    '',
    MAIL_SIGN_OFF,
  ].join('\n')
  const subject = withdrawn.subject
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
  what: ChildSpending,
  amountPaise: number,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  if (child.consent !== 'given') return
  try {
    const { spending, spentOn } = CONSENT_MAIL[child.locale]
    const amount = formatRupees(paiseToRupees(amountPaise), { alwaysPaise: true })
    await mailParent(
      app,
      child,
      spending.subject(amount),
      spending.lines(child.email, amount, spentOn(what), parentLink(app, child.id, 'manage')),
      'notice',
    )
  } catch (error) {
    log.warn({ err: error, userId: child.id }, "parent's spending mail not sent")
  }
}
