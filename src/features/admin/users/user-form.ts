// The Add New User and Edit User forms: their values as the
// inputs hold them, their validation by the contract's schemas (its messages in the app's language,
// contract/translate.ts), and the bodies they send.

import type { AdminUser } from '../../../../contract/admin-users'
import { adminCreateUserFormSchema, adminCreateUserSchema } from '../../../../contract/admin-users'
import { addDaysToDay } from '../../../../contract/analytics'
import type { UserType } from '../../../../contract/constants'
import { istDay, istDayStart } from '../../../../contract/dates'
import { firstErrorByField } from '../../../../contract/fields'
import type { Plan } from '../../../../contract/plan-rules'
import { translateMessage } from '../../../../contract/translate'
import { currentLocale } from '../../../lib/i18n'
import type { NewUser, UserChanges } from './users-api'

export interface UserFormValues {
  username: string
  emailId: string
  password: string
  confirmPassword: string
  /** YYYY-MM-DD, as a date input holds it; '' when empty. */
  dateOfBirth: string
  user_type: UserType
  /** The verification select's value. */
  isVerified: 'true' | 'false'
  youtubeLink: string
  instagramLink: string
  description: string
  /** Edit only: Creator Pro or free, and the last day of Pro (YYYY-MM-DD, UTC; '' for no end). */
  plan: Plan
  proUntil: string
}

export const emptyUserForm: UserFormValues = {
  username: '',
  emailId: '',
  password: '',
  confirmPassword: '',
  dateOfBirth: '',
  // Type defaults to viewer, verification to verified.
  user_type: 'viewer',
  isVerified: 'true',
  youtubeLink: '',
  instagramLink: '',
  description: '',
  plan: 'free',
  proUntil: '',
}

/** The contract's English messages, in the language the app shows. */
function translated(errors: Record<string, string>): Record<string, string> {
  const locale = currentLocale()
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, translateMessage(message, locale)]),
  )
}

/** An empty date is a missing one: 'Date of birth is required.' rather than a format error. */
const forSchema = (values: UserFormValues) => ({
  ...values,
  dateOfBirth: values.dateOfBirth || undefined,
})

export function validateNewUser(values: UserFormValues): Record<string, string> {
  const result = adminCreateUserFormSchema.safeParse(forSchema(values))
  const errors = result.success ? {} : firstErrorByField(result.error)
  // The schema compares the passwords only once every other field is valid; say it at once.
  if (!errors.confirmPassword && values.confirmPassword && values.confirmPassword !== values.password) {
    errors.confirmPassword = 'Passwords do not match.'
  }
  return translated(errors)
}

const editSchema = adminCreateUserSchema.omit({ password: true })
/** Users who signed up themselves were never asked for a date of birth: editing them needs none. */
const editWithoutBirthSchema = editSchema.omit({ dateOfBirth: true })

/** Whether the Edit User form requires a date of birth: only when the user already has one. */
export const editNeedsDateOfBirth = (user: AdminUser) => Boolean(user.dateOfBirth)

export function validateUserEdit(user: AdminUser) {
  return (values: UserFormValues): Record<string, string> => {
    const schema = editNeedsDateOfBirth(user) || values.dateOfBirth ? editSchema : editWithoutBirthSchema
    const result = schema.safeParse(forSchema(values))
    return result.success ? {} : translated(firstErrorByField(result.error))
  }
}

/** The POST body: the schema's output (confirmPassword is not sent; the schema drops it). */
export function newUserBody(values: UserFormValues): NewUser {
  return adminCreateUserSchema.parse(forSchema(values))
}

/** Pro ends at the close of its last day in IST (as every date is shown), so 'until 26 Dec' includes the 26th. */
const endOfDay = (day: string) => new Date(Date.parse(istDayStart(addDaysToDay(day, 1))) - 1).toISOString()

/** The plan fields, sent only when the administrator changed them (each change is audited). */
function planChanges(values: UserFormValues, user: AdminUser): Pick<UserChanges, 'plan' | 'proUntil'> {
  const before = formValuesOf(user)
  if (values.plan === before.plan && (values.plan === 'free' || values.proUntil === before.proUntil))
    return {}
  if (values.plan === 'free') return { plan: 'free' }
  return { plan: 'pro', proUntil: values.proUntil ? endOfDay(values.proUntil) : null }
}

export function userChanges(values: UserFormValues, user: AdminUser): UserChanges {
  return {
    ...planChanges(values, user),
    username: values.username.trim(),
    emailId: values.emailId.trim(),
    // Sent as YYYY-MM-DD, or null when there is none.
    dateOfBirth: values.dateOfBirth || null,
    user_type: values.user_type,
    isVerified: values.isVerified === 'true',
    youtubeLink: values.youtubeLink.trim(),
    instagramLink: values.instagramLink.trim(),
    description: values.description,
  }
}

export function formValuesOf(user: AdminUser): UserFormValues {
  return {
    ...emptyUserForm,
    username: user.username,
    emailId: user.emailId,
    dateOfBirth: user.dateOfBirth ? user.dateOfBirth.slice(0, 10) : '',
    user_type: user.user_type,
    isVerified: user.isVerified ? 'true' : 'false',
    youtubeLink: user.youtubeLink ?? '',
    instagramLink: user.instagramLink ?? '',
    description: user.description ?? '',
    plan: user.plan,
    proUntil: user.proUntil ? istDay(user.proUntil) : '',
  }
}
