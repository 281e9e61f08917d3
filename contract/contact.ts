// The contact form: one schema for the page and the server.
// The form has no length bounds and trims nothing; the server adds length bounds
// so that nobody stores or mails megabytes of text.
import { z } from 'zod'
import { MAX_EMAIL_LENGTH } from './constants'
import { contactMessages } from './contact-messages'
import { EMAIL_PATTERN, requiredText } from './fields'

export const CONTACT_MAX_LENGTHS = {
  name: 100,
  email: MAX_EMAIL_LENGTH,
  subject: 200,
  message: 5000,
} as const
/** Messages one address may send per hour (checked in the database, across server instances). */
export const CONTACT_MAX_PER_EMAIL_PER_HOUR = 5

const name = requiredText(contactMessages.nameRequired)
const email = requiredText(contactMessages.emailRequired).regex(EMAIL_PATTERN, contactMessages.emailInvalid)
const subject = requiredText(contactMessages.subjectRequired)
const message = requiredText(contactMessages.messageRequired)

/** What the contact page validates: the spec's rules, in the order of its table. */
export const contactFormSchema = z.object({ name, email, subject, message })
export type ContactForm = z.infer<typeof contactFormSchema>

const bounded = (field: z.ZodString, label: string, max: number) =>
  field
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`)
    // PostgreSQL text cannot hold NUL: refuse it as bad input rather than fail on insert.
    .refine((value) => !value.includes('\u0000'), contactMessages.invalidCharacter)

/** `POST /auth/user/sendContactMessage`: the form's rules plus the server's length bounds. */
export const contactRequestSchema = z.object({
  name: bounded(name, 'Name', CONTACT_MAX_LENGTHS.name),
  email: bounded(email, 'Email', CONTACT_MAX_LENGTHS.email),
  subject: bounded(subject, 'Subject', CONTACT_MAX_LENGTHS.subject),
  message: bounded(message, 'Message', CONTACT_MAX_LENGTHS.message),
})
export type ContactRequest = z.infer<typeof contactRequestSchema>

/**
 * `{success: true, message}` sent; `{success: false, error, message}` refused: too many from this
 * address (429), not delivered (502).
 */
export const contactResponseSchema = z
  .object({
    success: z.boolean(),
    message: z.string().optional(),
    error: z.string().optional(),
  })
  .describe('Sent, or refused (`success: false`).')
export type ContactResponse = z.output<typeof contactResponseSchema>
