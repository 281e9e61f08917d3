// A creator's earnings: `GET /auth/user/earnings` (balances, the next payout, payout
// history) and `GET /auth/user/earnings/entries?cursor=&limit=` (their ledger lines, newest first),
// the messages, and the payout calendar the server and the page share. Money in rupees on the wire.
//
// The numbers are sums of the append-only ledger (server/modules/money/ledger-repository.ts): a sale gives the
// creator 80% of the price, rounded down to the paisa, held PAYOUT_HOLD_DAYS before it may be paid out;
// a refund takes it back; a payout takes the amount paid; a failed or reversed payout returns it.
import { addMonths, format, getDate, parseISO, setDate, startOfMonth } from 'date-fns'
import { z } from 'zod'
import { PAYOUT_DAYS_OF_MONTH } from './constants'
import { nextCursorField, pageQueryFields } from './paging'
import { planMessages } from './plan-rules'

/** Ledger lines per page when the query names no `limit`. */
export const EARNINGS_ENTRIES_PAGE_SIZE = 50
/** Payouts the earnings answer lists, newest first. */
export const EARNINGS_PAYOUTS_SHOWN = 20

export const earningsMessages = {
  creatorsOnly: planMessages.creatorsOnly,
  loading: 'Loading earnings...',
  failed: 'Failed to fetch earnings.',
  loadingEntries: 'Loading ledger...',
  entriesFailed: 'Failed to fetch the ledger.',
  csvFailed: 'Failed to download the ledger.',
  csvReady: 'Ledger downloaded.',
} as const

// ---- the payout calendar ----

/** The next payout day (the 1st or the 15th) strictly after `today` (YYYY-MM-DD), YYYY-MM-DD. */
export function nextPayoutDate(today: string): string {
  // parseISO reads a bare date as local midnight; only its calendar date is read, so no zone shifts it.
  const date = parseISO(today)
  const laterThisMonth = PAYOUT_DAYS_OF_MONTH.find((day) => day > getDate(date))
  const payday =
    laterThisMonth !== undefined
      ? setDate(date, laterThisMonth)
      : setDate(addMonths(startOfMonth(date), 1), PAYOUT_DAYS_OF_MONTH[0])
  return format(payday, 'yyyy-MM-dd')
}

// ---- the calls ----

/** What a ledger line records, as a creator reads it (the platform's own kinds never reach them). */
export const EARNINGS_ENTRY_KINDS = [
  'sale',
  'subscription',
  'refund',
  'payout',
  'payout_return',
  // Withheld for the government (docs/tax.md), and given back on a refund.
  'tds',
  'tcs',
  // A chargeback (docs/tax.md 'Disputes'): the share held, given back, or the sale reversed.
  'dispute_hold',
  'dispute_release',
  'dispute',
] as const
export type EarningsEntryKind = (typeof EARNINGS_ENTRY_KINDS)[number]

export const PAYOUT_STATUSES = ['queued', 'processing', 'processed', 'failed', 'reversed'] as const
export type PayoutStatusName = (typeof PAYOUT_STATUSES)[number]

const rupees = z.number().describe('Rupees.')
const isoTime = z.string().describe('ISO-8601 UTC.')

export const earningsPayoutSchema = z.object({
  id: z.string(),
  createdAt: isoTime,
  amount: rupees,
  status: z.enum(PAYOUT_STATUSES),
  failureReason: z.string().nullable().describe("The provider's reason, for a failed or reversed payout."),
})
export type EarningsPayout = z.output<typeof earningsPayoutSchema>

export const earningsResponseSchema = z
  .object({
    status: z.literal('success'),
    asOf: isoTime.describe("The time these figures are for (the server's money clock)."),
    available: rupees.describe(
      'Rupees that may be paid out now: shares past their hold, less payouts and refunds. A refund after a payout can make it negative; later sales make it up first.',
    ),
    onHold: rupees.describe('Rupees of shares still in their hold (PAYOUT_HOLD_DAYS after each sale).'),
    lifetime: rupees.describe('Every share earned, less refunds, in rupees (payouts do not lower it).'),
    inDispute: rupees.describe(
      'Rupees of shares held while a chargeback on their sale is open (docs/tax.md).',
    ),
    holdDays: z.number().int().describe('Days a sale is held before it may be paid out.'),
    minimumPayout: rupees.describe('The smallest payout; a smaller balance waits for a later payout day.'),
    nextPayout: z
      .object({
        date: z.string().describe('The next payout day after today (UTC, YYYY-MM-DD): the 1st or the 15th.'),
        amount: rupees.describe(
          'What that day would pay if nothing else changes: the balance available by the start of that day (shares whose hold ends by then included) when it reaches `minimumPayout`, else 0. A payout also needs a payout account.',
        ),
      })
      .describe('The next payout.'),
    payouts: z
      .array(earningsPayoutSchema)
      .describe(`Your payouts, newest first, at most ${EARNINGS_PAYOUTS_SHOWN}.`),
  })
  .describe("A creator's balances, next payout and payout history.")
export type EarningsResponse = z.output<typeof earningsResponseSchema>

/** `GET /auth/user/earnings/entries?limit=&cursor=`: a page of the caller's ledger lines. */
export const earningsEntriesQuerySchema = z.object(pageQueryFields)
export type EarningsEntriesQuery = z.input<typeof earningsEntriesQuerySchema>

export const earningsEntrySchema = z.object({
  id: z.string(),
  createdAt: isoTime,
  kind: z.enum(EARNINGS_ENTRY_KINDS),
  amount: rupees.describe('Signed rupees: positive adds to your balance.'),
  availableAt: isoTime.describe('When the amount may be paid out (a sale: after the hold).'),
  cardTitle: z.string().optional().describe('The card sold or refunded; absent for payouts.'),
})
export type EarningsEntry = z.output<typeof earningsEntrySchema>

export const earningsEntriesResponseSchema = z
  .object({
    status: z.literal('success'),
    entries: z.array(earningsEntrySchema),
    nextCursor: nextCursorField,
  })
  .describe("A page of the creator's ledger lines, newest first.")
export type EarningsEntriesResponse = z.output<typeof earningsEntriesResponseSchema>
