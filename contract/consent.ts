// Children's accounts under India's DPDP Act 2023 and its Rules (2025): anyone under 18 is a child,
// and a parent or guardian consents, verifiably, before the child's data is used (docs/privacy.md).
// The age rule, the parent's pages and their messages, the spending cap, and the user's own data.
import { z } from 'zod'
import { ADULT_AGE, ageOn, isMinor } from './age'
import { emailField, otpField, passwordField } from './fields'
import { formatRupees } from './money'

export { ADULT_AGE, ageOn, isMinor }

/** The highest monthly spending cap a parent may set for a child, in rupees. */
export const MINOR_CAP_MAX_RUPEES = 5000
/** A withdrawn consent's account is erased this many days after the withdrawal, at the latest. */
export const ERASE_AFTER_WITHDRAWAL_DAYS = 7
/** How long a link in a mail to the parent works. */
export const PARENT_LINK_TTL_DAYS = 30

/**
 * What `getUser` says of consent: 'not-needed' (an adult), 'awaiting' (a child whose parent has not
 * consented yet) or 'given'. A withdrawn consent's account is closed and signs in no more.
 */
export const CONSENT_STATES = ['not-needed', 'awaiting', 'given', 'withdrawn'] as const
/**
 * As stored and as the admin's lists show it; 'withdrawn' (closed, erased within 7 days) is never
 * what `getUser` answers, since such an account signs in no more.
 */
export type StoredConsent = (typeof CONSENT_STATES)[number]
export type ConsentState = Exclude<StoredConsent, 'withdrawn'>

export const consentMessages = {
  /** The screen a child sees until the parent consents. */
  awaitingTitle: 'Waiting for your parent or guardian',
  awaiting: `We mailed your parent or guardian a link to give consent. Until your parent or guardian gives it, you cannot buy, use or subscribe to cards, bid or appear on a stream. Your account holds only your email, your date of birth and their email.`,
  /** Every refusal of buying, using, subscribing, bidding and going live while consent is awaited. */
  blocked:
    'Your parent or guardian has not given consent yet: until they do, you cannot buy, use or subscribe to cards, bid or appear on a stream.',
  stopped: 'This account was closed when consent was withdrawn. Its data is being erased.',
  freeOnly: 'Free cards only: your parent or guardian has not set a monthly spending limit yet.',
  overCap: (capRupees: number, leftRupees: number) =>
    `This is over the monthly spending limit your parent or guardian set (${formatRupees(capRupees)}; ${formatRupees(leftRupees)} left this month).`,
  noCreators: 'Streaming needs an adult: creators and payouts (KYC) are for 18 and over.',
  parentEmailRequired: "Under 18: enter your parent's or guardian's email.",
  parentEmailOwn: "Enter your parent's or guardian's email, not your own.",
  parentIsMinor:
    'This address belongs to an account under 18: only an adult parent or guardian can give consent.',
  linkInvalid: 'This link is invalid or has expired. Use the link in the latest mail from Cardcast.',
  alreadyGiven: 'Consent was already given.',
  notAwaiting: 'Consent is not awaited for this account.',
  confirmAdult: "Confirm that you are 18 or older and this child's parent or legal guardian.",
  codeSent: (parentEmail: string) => `We sent a code to ${parentEmail}.`,
  given: 'Consent given. We mailed a record of it to you and your child.',
  resent: 'We mailed your parent or guardian the consent link again.',
  capSaved: (capRupees: number) => `Monthly spending limit saved: ${formatRupees(capRupees)}.`,
  withdrawn: `Consent withdrawn. The account is closed and its data will be erased within ${ERASE_AFTER_WITHDRAWAL_DAYS} days.`,
  alreadyWithdrawn: 'Consent was already withdrawn: the account is closed.',
  accountErased: 'Your account and personal data were erased.',
  creatorErasure:
    "A creator's account holds earnings, payouts and tax records to settle first: write to us from the Contact page to close it.",
  deleteConfirm:
    'This erases your profile, cards and history for good. Invoices and payments stay, as tax law requires, without your name.',
  passwordWrong: 'Wrong password.',
} as const

/** A signed link's token from a mail to the parent. */
const parentToken = z
  .string({ error: consentMessages.linkInvalid })
  .min(1, consentMessages.linkInvalid)
  .max(2000, consentMessages.linkInvalid)

export const parentTokenQuerySchema = z.object({ token: parentToken })
export const parentTokenBodySchema = z.object({ token: parentToken })

/** `POST /auth/user/parent/consent`: the code from the parent's mail and the confirmation. */
export const giveConsentSchema = z.object({
  token: parentToken,
  otp: otpField,
  confirmAdult: z.literal(true, { error: consentMessages.confirmAdult }),
})
export type GiveConsentRequest = z.input<typeof giveConsentSchema>

/** The parent page's form: the monthly cap in whole rupees, ₹0–₹5,000. */
export const capRupeesField = z
  .number({ error: 'Enter a whole number of rupees.' })
  .int('Enter a whole number of rupees.')
  .min(0, 'The limit cannot be below ₹0.')
  .max(MINOR_CAP_MAX_RUPEES, `The limit can be at most ${formatRupees(MINOR_CAP_MAX_RUPEES)}.`)

/** `PUT /auth/user/parent/cap`. */
export const setCapSchema = z.object({ token: parentToken, monthlyCapRupees: capRupeesField })
export type SetCapRequest = z.input<typeof setCapSchema>

/** What a parent's page shows of the child: enough to know whose account it is, and the cap. */
export const parentViewSchema = z
  .object({
    child: z.object({ emailId: z.string(), dateOfBirth: z.string() }),
    parentEmail: z.string(),
    consent: z.enum(['awaiting', 'given', 'withdrawn']),
    consentGivenAt: z.string().nullable(),
    monthlyCapRupees: z.number().nullable().describe('Null: free cards only.'),
  })
  .describe("A child's account as its parent's link shows it.")
export type ParentView = z.output<typeof parentViewSchema>

/** `POST /auth/user/parent/consent`: done, with the link of the parent page the mail also carries. */
export const consentDoneSchema = z
  .object({ success: z.literal(true), message: z.string(), manageToken: z.string().optional() })
  .describe('Done.')
export type ConsentDone = z.output<typeof consentDoneSchema>

/** The sign-up form's part: the date of birth and, under 18, the parent's email. */
export const parentEmailField = emailField(consentMessages.parentEmailRequired, 'Enter a valid email.')

/** `POST /auth/user/consent/resend`: nothing; the bearer token names the child. */
export const consentResendSchema = z.object({}).describe('Nothing: the bearer token names the account.')

/** `DELETE /auth/user/account`: the password again. */
export const deleteAccountSchema = z.object({
  password: passwordField('Password is required.', 'Password must be at least 6 characters.'),
})
export type DeleteAccountRequest = z.input<typeof deleteAccountSchema>

/**
 * `GET /auth/user/data-export`: everything held about the user, by subject, as stored (amounts in
 * rupees, times in ISO 8601 UTC). A JSON file: `Content-Disposition: attachment`.
 */
export const dataExportSchema = z
  .object({
    exportedAt: z.string(),
    account: z.record(z.string(), z.unknown()),
    sections: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  })
  .describe('Everything Cardcast holds about the signed-in user.')
export type DataExport = z.output<typeof dataExportSchema>
