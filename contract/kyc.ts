// A creator's KYC (docs/tax.md 'KYC before payouts'): `GET /auth/user/kyc` and `PUT /auth/user/kyc`
// {legalName, pan, gstin?, password}. Payouts wait until the PAN matches the legal name and the payout
// account is validated; the Earnings page says what is missing.
import { z } from 'zod'
import { PAYOUT_ACCOUNT_HOLD_HOURS } from './payouts'
import { GSTIN_CHECK_MESSAGE, GSTIN_PATTERN, gstinCheckHolds, PAN_PATTERN } from './tax-rules'

export const CHECK_STATUSES = ['pending', 'verified', 'failed'] as const

export const kycMessages = {
  saved: 'KYC details saved.',
  passwordWrong: 'The password is not correct.',
  panInvalid: 'PAN must be 10 characters: 5 letters, 4 digits, 1 letter (e.g. ABCPE1234F).',
  gstinInvalid: 'GSTIN must be 15 characters, e.g. 29ABCPE1234F1Z7.',
  gstinCheck: GSTIN_CHECK_MESSAGE,
  gstinNotYours: 'The GSTIN must contain your PAN.',
  legalNameInvalid: 'Legal name must be 3-100 letters, as on your PAN card.',
  panNameMismatch: 'The name on this PAN does not match the legal name given.',
  panNotFound: 'This PAN could not be verified.',
  panCheckUnavailable: 'PAN checks are not available right now; try again later.',
  accountNameMismatch: 'The payout account is not in your legal name.',
  accountInvalid: 'The payout account could not be validated.',
  missingKyc: 'Give your PAN and legal name.',
  missingPan: 'Your PAN is not verified yet.',
  missingAccount: 'Add a payout account.',
  accountPending: 'Your payout account is not validated yet.',
  ready: 'KYC complete: payouts are on.',
  mailSubject: 'Your Cardcast KYC details changed',
  held: (until: string) =>
    `Changed KYC details wait ${PAYOUT_ACCOUNT_HOLD_HOURS} hours: payouts start again after ${until}.`,
  loading: 'Loading KYC...',
  failed: 'Failed to fetch KYC.',
} as const

export const kycRequestSchema = z.object({
  legalName: z
    .string({ error: kycMessages.legalNameInvalid })
    .trim()
    .regex(/^[A-Za-z][A-Za-z .'-]{1,98}[A-Za-z.]$/, kycMessages.legalNameInvalid),
  pan: z
    .string({ error: kycMessages.panInvalid })
    .trim()
    .toUpperCase()
    .regex(PAN_PATTERN, kycMessages.panInvalid),
  gstin: z
    .string({ error: kycMessages.gstinInvalid })
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^$|${GSTIN_PATTERN.source}`), kycMessages.gstinInvalid)
    .refine(gstinCheckHolds, kycMessages.gstinCheck)
    .optional(),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(128),
})
export type KycRequest = z.input<typeof kycRequestSchema>

export const kycStatusSchema = z.object({
  status: z.literal('success'),
  kyc: z
    .object({
      legalName: z.string(),
      panMasked: z.string().describe("'ABCxxxx34F'."),
      gstin: z.string().nullable(),
      pan: z.object({ status: z.enum(CHECK_STATUSES), failure: z.string().nullable() }),
      account: z.object({ status: z.enum(CHECK_STATUSES), failure: z.string().nullable() }),
      heldUntil: z
        .string()
        .nullable()
        .describe('Until when payouts wait after a change of these details (ISO time); null: no hold.'),
    })
    .nullable()
    .describe('Null: no KYC given yet.'),
  payoutsReady: z.boolean(),
  missing: z.array(z.string()).describe('What payouts still wait for, in words; empty when ready.'),
})
export type KycStatus = z.output<typeof kycStatusSchema>

/** A PAN as shown back: its first 3 and last 3 characters. */
export const maskPan = (pan: string) => `${pan.slice(0, 3)}xxxx${pan.slice(-3)}`
