// Creators get paid: the payout account a creator gives (a UPI ID or a bank account), the
// masks it is shown with afterwards, and the admin's payout batches. Money travels in rupees.
import { z } from 'zod'
import { PAYOUT_STATUSES, type PayoutStatusName } from './earnings'
import { planMessages } from './plan-rules'

export const PAYOUT_METHODS = ['upi', 'bank'] as const
export type PayoutMethod = (typeof PAYOUT_METHODS)[number]

export type PayoutStatus = PayoutStatusName

/** What each status means to a person reading the Payouts screen or the Earnings page. */
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  queued: 'Queued',
  processing: 'Processing',
  processed: 'Processed',
  failed: 'Failed',
  reversed: 'Reversed',
}

/** The batches `GET /auth/admin/payouts` answers, newest first. */
export const PAYOUT_BATCHES_SHOWN = 20

/**
 * The simulated payout provider refuses this UPI ID (and pays every other one at once), so that a
 * failed payout, the money's return and a retry can be tried without RazorpayX.
 */
export const SIMULATED_FAILING_UPI_ID = 'fail@simulated'

/**
 * New payout details wait this long before a payout goes to them: time for the creator to see the
 * mail about the change and stop one they did not make (a stolen session).
 */
export const PAYOUT_ACCOUNT_HOLD_HOURS = 72

export const HOLDER_NAME_MIN = 3
export const HOLDER_NAME_MAX = 120

export const payoutAccountMessages = {
  creatorsOnly: planMessages.creatorsOnly,
  upiRequired: 'UPI ID is required.',
  upiInvalid: 'Enter a UPI ID such as name@bank.',
  holderRequired: 'Account holder name is required.',
  holderInvalid: `Account holder name must be ${HOLDER_NAME_MIN} to ${HOLDER_NAME_MAX} characters: letters, digits, spaces and . , ' - _ / ( ).`,
  accountNumberRequired: 'Account number is required.',
  accountNumberInvalid: 'Account number must be 9 to 18 digits.',
  ifscRequired: 'IFSC is required.',
  ifscInvalid: 'IFSC must be 11 characters: 4 letters, a 0, then 6 letters or digits (e.g. HDFC0001234).',
  oneMethod: 'Give either a UPI ID, or an account holder name, account number and IFSC: not both.',
  saved: 'Payout account saved.',
  saveFailed: 'Failed to save the payout account.',
  fetchFailed: 'Failed to fetch the payout account.',
  loading: 'Loading payout account...',
  passwordRequired: 'Enter your password to change where payouts go.',
  passwordWrong: 'That password is not correct.',
  held: (until: string) =>
    `New payout details wait ${PAYOUT_ACCOUNT_HOLD_HOURS} hours: payouts to this account start after ${until}.`,
  mailSubject: 'Your Cardcast payout account changed',
} as const

export const payoutMessages = {
  ran: (count: number, total: string) =>
    `Payouts sent: ${count} ${count === 1 ? 'creator' : 'creators'}, ${total} in all.`,
  nobodyDue: (minimum: string) =>
    `Nobody is due a payout: no creator has ${minimum} or more available and a payout account.`,
  alreadyRan: 'This payout run was already made.',
  retried: 'Payout sent again.',
  failedAgain: (reason: string) => `The payout failed again${reason ? `: ${reason}` : '.'}`,
  notFound: 'Payout not found.',
  notRetryable: 'Only a failed payout, or one still queued, can be retried.',
  balanceShort: "The creator's available balance no longer covers this payout.",
  accountHeld: `The creator's payout details changed less than ${PAYOUT_ACCOUNT_HOLD_HOURS} hours ago: retry once the hold is over.`,
  kycHeldRetry: `The creator's KYC is incomplete or changed less than ${PAYOUT_ACCOUNT_HOLD_HOURS} hours ago: retry once it is complete and the hold is over.`,
  /** Why a payout was failed at its send, its amount given back (modules/money/payouts/send-payout.ts). */
  detailsChanged:
    'The payout details changed after this payout was made: it was not sent, and its amount is back in the balance.',
  kycHeld: `The KYC is incomplete or changed less than ${PAYOUT_ACCOUNT_HOLD_HOURS} hours ago: this payout was not sent, and its amount is back in the balance.`,
  unavailable:
    'Payouts are not configured: set RAZORPAYX_ACCOUNT_NUMBER with the Razorpay keys (or turn simulated payments on).',
  runFailed: 'Failed to run payouts.',
  retryFailed: 'Failed to retry the payout.',
  fetchFailed: 'Failed to fetch payouts.',
  confirmRunTitle: 'Run payouts now?',
  confirmRunText:
    'Every creator with the minimum or more available and a payout account is paid their whole available balance now.',
} as const

// ---- the payout account ----

const UPI_PATTERN = /^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9.-]{1,63}$/
const HOLDER_PATTERN = /^[A-Za-z0-9 .,'’\-_/()]+$/
const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/
const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/

/** A required text field whose every failure (absent, not text, empty) says `required`. */
const text = (required: string) =>
  z.string({ error: (issue) => (issue.input == null ? required : 'Must be text.') }).trim()

/** `name@bank`, compared and stored in lower case (UPI IDs are not case-sensitive). */
export const upiIdField = text(payoutAccountMessages.upiRequired)
  .min(1, payoutAccountMessages.upiRequired)
  .toLowerCase()
  .regex(UPI_PATTERN, payoutAccountMessages.upiInvalid)

/** As the bank has it (RazorpayX's rule for a fund account's name). */
export const holderNameField = text(payoutAccountMessages.holderRequired)
  .min(1, payoutAccountMessages.holderRequired)
  .min(HOLDER_NAME_MIN, payoutAccountMessages.holderInvalid)
  .max(HOLDER_NAME_MAX, payoutAccountMessages.holderInvalid)
  .regex(HOLDER_PATTERN, payoutAccountMessages.holderInvalid)

export const accountNumberField = text(payoutAccountMessages.accountNumberRequired)
  .min(1, payoutAccountMessages.accountNumberRequired)
  .regex(ACCOUNT_NUMBER_PATTERN, payoutAccountMessages.accountNumberInvalid)

/** Upper-cased first: 'hdfc0001234' is HDFC0001234. */
export const ifscField = text(payoutAccountMessages.ifscRequired)
  .min(1, payoutAccountMessages.ifscRequired)
  .toUpperCase()
  .regex(IFSC_PATTERN, payoutAccountMessages.ifscInvalid)

const BANK_FIELDS = ['accountHolderName', 'accountNumber', 'ifsc'] as const
const optionalText = z.string({ error: 'Must be text.' }).optional()

/** The account's password again: a session alone (a stolen token) cannot redirect payouts. */
export const payoutPasswordField = z
  .string({ error: payoutAccountMessages.passwordRequired })
  .min(1, payoutAccountMessages.passwordRequired)
  .max(200, payoutAccountMessages.passwordWrong)

/** The details as stored: one method's fields, normalised. */
export type PayoutAccountDetails =
  | { method: 'upi'; upiId: string }
  | { method: 'bank'; accountHolderName: string; accountNumber: string; ifsc: string }

/**
 * `PUT /auth/user/payout-account`: `{upiId}` or `{accountHolderName, accountNumber, ifsc}`, with the
 * account's `password`. Which method is meant is read from the fields given; each field's message
 * names what is wrong with it.
 */
export const payoutAccountRequestSchema = z
  .object({
    upiId: optionalText.describe('A UPI ID, name@bank.'),
    accountHolderName: optionalText.describe('As the bank has it, 3 to 120 characters.'),
    accountNumber: optionalText.describe('9 to 18 digits.'),
    ifsc: optionalText.describe('The branch IFSC, e.g. HDFC0001234.'),
    password: payoutPasswordField.describe("The account's password, asked again for every change."),
  })
  // After a refused method (an issue added), the output is never used.
  .transform((body, ctx): PayoutAccountDetails & { password: string } => ({
    ...detailsOf(body, ctx),
    password: body.password,
  }))
  .describe('A UPI ID, or a bank account (holder name, account number, IFSC), and the password.')
export type PayoutAccountRequest = z.input<typeof payoutAccountRequestSchema>

function detailsOf(
  body: Partial<Record<(typeof BANK_FIELDS)[number] | 'upiId', string>>,
  ctx: z.RefinementCtx,
): PayoutAccountDetails {
  const bankGiven = BANK_FIELDS.some((field) => body[field] !== undefined)
  if (body.upiId !== undefined && bankGiven) {
    ctx.addIssue({ code: 'custom', path: ['upiId'], message: payoutAccountMessages.oneMethod })
    return z.NEVER
  }
  const check = <T>(field: string, schema: z.ZodType<T>, value: unknown): T => {
    const parsed = schema.safeParse(value)
    if (parsed.success) return parsed.data
    ctx.addIssue({ code: 'custom', path: [field], message: parsed.error.issues[0]?.message ?? '' })
    return undefined as T
  }
  if (!bankGiven) return { method: 'upi', upiId: check('upiId', upiIdField, body.upiId) }
  return {
    method: 'bank',
    accountHolderName: check('accountHolderName', holderNameField, body.accountHolderName),
    accountNumber: check('accountNumber', accountNumberField, body.accountNumber),
    ifsc: check('ifsc', ifscField, body.ifsc),
  }
}

/** The payout account form: the method chosen, then that method's fields (the same rules as the call). */
export const payoutAccountFormSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('upi'), upiId: upiIdField, password: payoutPasswordField }),
  z.object({
    method: z.literal('bank'),
    accountHolderName: holderNameField,
    accountNumber: accountNumberField,
    ifsc: ifscField,
    password: payoutPasswordField,
  }),
])

/** The request body a form's values make: only the chosen method's fields. */
export function payoutAccountRequestOf(values: {
  method: PayoutMethod
  upiId: string
  accountHolderName: string
  accountNumber: string
  ifsc: string
  password: string
}): PayoutAccountRequest {
  if (values.method === 'upi') return { upiId: values.upiId, password: values.password }
  const { accountHolderName, accountNumber, ifsc, password } = values
  return { accountHolderName, accountNumber, ifsc, password }
}

// ---- masks ----

const DOTS = '•••'

/** 'abhishek@okicici' → 'ab•••@okicici': enough to recognise, too little to use. */
export function maskUpiId(upiId: string): string {
  const at = upiId.lastIndexOf('@')
  const name = at === -1 ? upiId : upiId.slice(0, at)
  const handle = at === -1 ? '' : upiId.slice(at)
  return `${name.slice(0, name.length > 2 ? 2 : 1)}${DOTS}${handle}`
}

/** '123456789012' → '••••9012': the last 4 digits only, whatever the length. */
export const maskAccountNumber = (accountNumber: string) => `••••${accountNumber.slice(-4)}`

export const payoutAccountSchema = z
  .object({
    method: z.enum(PAYOUT_METHODS),
    upiId: z.string().nullable().describe("Masked: the name's first letters and the bank, ab•••@okicici."),
    accountHolderName: z.string().nullable(),
    accountNumber: z.string().nullable().describe('Masked: the last 4 digits, ••••9012.'),
    ifsc: z.string().nullable(),
    updatedAt: z.string(),
    heldUntil: z
      .string()
      .nullable()
      .describe(
        `Set while new details wait (${PAYOUT_ACCOUNT_HOLD_HOURS} h): no payout goes to them before.`,
      ),
  })
  .describe('Where payouts go, masked.')
export type PayoutAccount = z.output<typeof payoutAccountSchema>

export const payoutAccountResponseSchema = z.object({
  status: z.literal('success'),
  payoutAccount: payoutAccountSchema.nullable().describe('Null until the creator gives one.'),
})
export type PayoutAccountResponse = z.output<typeof payoutAccountResponseSchema>

// ---- the admin's payouts ----

const rupees = z.number().nonnegative().describe('Rupees.')

export const adminPayoutSchema = z.object({
  _id: z.string(),
  batchId: z.string(),
  creatorId: z.string(),
  creatorName: z.string().describe("The creator's username ('' when the account is gone)."),
  creatorEmail: z.string(),
  amount: rupees,
  status: z.enum(PAYOUT_STATUSES),
  failureReason: z.string().nullable(),
  /** Each retry of a failed payout counts up. */
  attempt: z.number().int().positive(),
  provider: z.enum(['simulated', 'razorpayx']),
  providerPayoutId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AdminPayout = z.output<typeof adminPayoutSchema>

export const payoutTotalsSchema = z.object({
  count: z.number().int().nonnegative(),
  amount: rupees.describe('Everything the batch pays.'),
  processed: rupees.describe('Paid: the provider reports it processed.'),
  pending: rupees.describe('Queued or processing.'),
  failed: rupees.describe('Failed or reversed: back in the creators’ balances until retried.'),
})
export type PayoutTotals = z.output<typeof payoutTotalsSchema>

export const adminPayoutBatchSchema = z.object({
  _id: z.string(),
  runKey: z.string().describe("The scheduled date (YYYY-MM-DD) or 'admin:<time>'."),
  trigger: z.enum(['schedule', 'admin']),
  createdAt: z.string(),
  payouts: z.array(adminPayoutSchema),
  totals: payoutTotalsSchema,
})
export type AdminPayoutBatch = z.output<typeof adminPayoutBatchSchema>

export const adminPayoutsResponseSchema = z.object({
  success: z.literal(true),
  batches: z.array(adminPayoutBatchSchema).describe(`The latest ${PAYOUT_BATCHES_SHOWN}, newest first.`),
  minimum: rupees.describe('The smallest payout (PAYOUT_MINIMUM_RUPEES).'),
  provider: z.enum(['simulated', 'razorpayx']).nullable().describe('Null: payouts are not configured.'),
  schedule: z.object({
    enabled: z.boolean().describe('This server runs the 1st and 15th by itself (PAYOUT_SCHEDULE).'),
    nextRunDate: z.string().describe('The next scheduled run (UTC day, YYYY-MM-DD), today when still due.'),
  }),
  held: z
    .array(z.object({ creatorId: z.string(), creatorName: z.string(), heldUntil: z.string() }))
    .describe('Creators whose new payout details wait out their hold: no run pays them before `heldUntil`.'),
})
export type AdminPayoutsResponse = z.output<typeof adminPayoutsResponseSchema>

/** `POST /auth/admin/payouts/run` takes no fields (an empty object, or no body). */
export const adminPayoutRunRequestSchema = z.object({}).nullish().describe('No fields: may be left out.')

export const adminPayoutRunResponseSchema = z.object({
  success: z.literal(true),
  batch: adminPayoutBatchSchema.nullable().describe('Null when nobody was due: nothing was written.'),
  message: z.string(),
})
export type AdminPayoutRunResponse = z.output<typeof adminPayoutRunResponseSchema>

/** `POST /auth/admin/payouts/{id}/retry` takes no fields. */
export const adminPayoutRetryRequestSchema = z.object({}).nullish().describe('No fields: may be left out.')

export const adminPayoutRetryResponseSchema = z.object({
  success: z.literal(true),
  payout: adminPayoutSchema,
  message: z.string(),
})
export type AdminPayoutRetryResponse = z.output<typeof adminPayoutRetryResponseSchema>
