// The contact form's validation: the spec's rules (contract/contact.ts), loaded apart from the
// page (src/lib/lazy-validation.ts).
import { type ContactForm, contactFormSchema } from '../../../contract/contact'
import { zodValidate } from '../../lib/zod-form'

export const validateContact = zodValidate<ContactForm>(contactFormSchema)
