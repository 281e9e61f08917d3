// Grievances (docs/privacy.md 'Grievances'): the IT Rules 2021 and the Consumer Protection
// (E-Commerce) Rules 2020 ask for a grievance officer, a ticket number, an acknowledgement within 48
// hours and a resolution within a month. `POST /grievances` (anyone) answers 201 `{ticket}` and mails
// the acknowledgement at once; `GET /grievances/officer` names the officer (Settings → Business);
// the administrator's queue is `GET /auth/admin/grievances` and `POST …/{id}/answer {answer}`.
import { z } from 'zod'
import { MAX_EMAIL_LENGTH } from './constants'
import { EMAIL_PATTERN, requiredText } from './fields'

/**
 * What a complaint is about: the five the product names, and a sixth for what the IT Rules
 * (rule 3(2)(b)) want removed within 24 hours, impersonation and intimate images.
 */
export const GRIEVANCE_ABOUT = ['card', 'streamer', 'payment', 'account', 'stream', 'impersonation'] as const
export type GrievanceAbout = (typeof GRIEVANCE_ABOUT)[number]

export const grievanceAboutLabels: Record<GrievanceAbout, string> = {
  card: 'A card',
  streamer: 'A streamer',
  payment: 'A payment',
  account: 'My account',
  stream: 'Content on a stream',
  impersonation: 'It impersonates me / shares intimate images of me',
}

/** Hours to resolve a complaint: 24 for impersonation and intimate images, otherwise 15 days. */
export const GRIEVANCE_RESOLVE_HOURS: Record<GrievanceAbout, number> = {
  card: 15 * 24,
  streamer: 15 * 24,
  payment: 15 * 24,
  account: 15 * 24,
  stream: 15 * 24,
  impersonation: 24,
}

/** Tickets read 'GRV-2627/00001': the document serial of contract/tax-rules.ts with this prefix. */
export const GRIEVANCE_TICKET_PREFIX = 'GRV-'
/** Complaints one address may file per hour (counted in the database, across instances). */
export const GRIEVANCE_MAX_PER_EMAIL_PER_HOUR = 5
/** Where a complainant who disagrees with the answer may appeal (IT Rules 2021, rule 3A). */
export const GRIEVANCE_APPELLATE_URL = 'https://gac.gov.in'
/** Days after the officer's answer within which the Grievance Appellate Committee takes an appeal. */
export const GRIEVANCE_APPEAL_DAYS = 30

export const GRIEVANCE_MAX_LENGTHS = {
  name: 100,
  email: MAX_EMAIL_LENGTH,
  complaint: 5000,
  link: 2048,
} as const

export const grievanceMessages = {
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email.',
  aboutRequired: 'Choose what your complaint is about.',
  complaintRequired: 'Describe your complaint.',
  linkInvalid: 'Enter a link that starts with http:// or https://.',
  invalidCharacter: 'Text must not contain NUL characters.',
  tooManyFromEmail: `You have filed ${GRIEVANCE_MAX_PER_EMAIL_PER_HOUR} complaints from this email in the last hour. Please try again later.`,
  failed: 'Your complaint could not be filed. Please try again.',
  answerRequired: 'Write an answer of 1 to 5000 characters.',
  notFound: 'Grievance not found.',
  answeredAlready: 'This grievance is answered already.',
  answered: 'Answer sent to the complainant.',
  loading: 'Loading grievances...',
  loadFailed: 'Failed to fetch grievances.',
  empty: 'No grievances. Complaints filed at /grievance appear here with their due dates.',
} as const

const bounded = (field: z.ZodString, label: string, max: number) =>
  field
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`)
    // PostgreSQL text cannot hold NUL: refuse it as bad input rather than fail on insert.
    .refine((value) => !value.includes('\u0000'), grievanceMessages.invalidCharacter)

const link = z
  .string({ error: grievanceMessages.linkInvalid })
  .trim()
  .max(GRIEVANCE_MAX_LENGTHS.link, `Link must be at most ${GRIEVANCE_MAX_LENGTHS.link} characters.`)
  .regex(/^$|^https?:\/\/[^\s]+$/i, grievanceMessages.linkInvalid)

/** What the page validates, and (with the length bounds) what the server takes. */
export const grievanceRequestSchema = z.object({
  name: bounded(requiredText(grievanceMessages.nameRequired).trim(), 'Name', GRIEVANCE_MAX_LENGTHS.name).pipe(
    z.string().min(1, grievanceMessages.nameRequired),
  ),
  email: bounded(
    requiredText(grievanceMessages.emailRequired).trim().regex(EMAIL_PATTERN, grievanceMessages.emailInvalid),
    'Email',
    GRIEVANCE_MAX_LENGTHS.email,
  ),
  about: z.enum(GRIEVANCE_ABOUT, { error: grievanceMessages.aboutRequired }),
  complaint: bounded(
    requiredText(grievanceMessages.complaintRequired).trim(),
    'Complaint',
    GRIEVANCE_MAX_LENGTHS.complaint,
  ).pipe(z.string().min(1, grievanceMessages.complaintRequired)),
  link: link.optional().transform((value) => value || undefined),
})
export type GrievanceRequest = z.input<typeof grievanceRequestSchema>

/** `POST /grievances`: 201, the ticket number the acknowledgement mail repeats. */
export const grievanceTicketSchema = z
  .object({ ticket: z.string().describe("'GRV-2627/00001': per Indian financial year, in order.") })
  .describe('Filed: the ticket number.')
export type GrievanceTicket = z.output<typeof grievanceTicketSchema>

/** `GET /grievances/officer`: who answers complaints (Settings → Business); empty when not set. */
export const grievanceOfficerSchema = z
  .object({ name: z.string(), address: z.string(), email: z.string() })
  .describe('The grievance officer: name, postal address and mail.')
export type GrievanceOfficer = z.output<typeof grievanceOfficerSchema>

export const grievanceIdParams = z.object({ id: z.string().min(1).max(64) })

export const grievanceAnswerSchema = z.object({
  answer: z
    .string({ error: grievanceMessages.answerRequired })
    .trim()
    .min(1, grievanceMessages.answerRequired)
    .max(5000, grievanceMessages.answerRequired)
    .refine((value) => !value.includes('\u0000'), grievanceMessages.invalidCharacter),
})
export type GrievanceAnswer = z.input<typeof grievanceAnswerSchema>

export const grievanceSchema = z.object({
  id: z.string(),
  ticket: z.string(),
  name: z.string(),
  email: z.string(),
  about: z.enum(GRIEVANCE_ABOUT),
  complaint: z.string(),
  link: z.string().nullable(),
  createdAt: z.string().describe('ISO-8601 UTC.'),
  dueAt: z.string().describe('ISO-8601 UTC: 24 hours for impersonation, otherwise 15 days.'),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** When the administrators were mailed that it is overdue, or null. */
  overdueMailedAt: z.string().nullable(),
})
export type Grievance = z.output<typeof grievanceSchema>

/** `GET /auth/admin/grievances`: open ones first, nearest due date first; then the answered, newest first. */
export const grievancesResponseSchema = z
  .object({ status: z.literal('success'), grievances: z.array(grievanceSchema) })
  .describe('The grievance queue.')
export type GrievancesResponse = z.output<typeof grievancesResponseSchema>

export const grievanceAnswerResponseSchema = z
  .object({ status: z.literal('success'), message: z.string(), grievance: grievanceSchema })
  .describe('Answered; the complainant is mailed the answer.')
export type GrievanceAnswerResponse = z.output<typeof grievanceAnswerResponseSchema>

/** Open and past its due date at `now`. */
export const grievanceOverdue = (grievance: Pick<Grievance, 'answeredAt' | 'dueAt'>, now: Date) =>
  grievance.answeredAt === null && Date.parse(grievance.dueAt) <= now.getTime()
