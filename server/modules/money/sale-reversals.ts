import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { createDisputesRepository, type DisputesRepository } from './disputes/disputes-repository'
import { createLedgerRepository, type LedgerLine, type LedgerRepository } from './ledger-repository'
import { issueCreditNote } from './tax/invoices'

// The one door for taking money back from a sale: `reverseSale`, which refunds and lost disputes call
// in their transaction after `lockSaleReversals` (docs/money.md 'Reversals'). A sale is its ledger
// group ('sale:<purchase id>' for a card, auction settlements included; 'subscription:<payment id>' for
// a subscription charge: book-sale.ts) with the TDS and TCS withheld from its share ('tds:<sale>',
// 'tcs:<sale>'). It is taken back by a refund ('refund:<purchase id>' or 'subscription-refund:<payment
// id>', with 'tds-refund:<sale>' and 'tcs-refund:<sale>') and by lost disputes ('dispute:<dispute id>',
// with 'tds:dispute:<id>' and 'tcs:dispute:<id>': the TDS and TCS of that group, as 'tds:<sale>' is the
// sale's). Every reversal is computed from what is left, so that no party ever gives back more than
// the sale brought it. What follows beyond the books (a card refunded, a month ended) stays with the
// caller.

// Taken first in a reversal's transaction (server/db/locks.ts, with every lock of the server).
export { lockSaleReversals } from '../../db/locks'

/** A sale's amounts per party, in paise, each as a positive number. */
export interface SaleParts {
  /** What the buyer paid (the provider's side). */
  paid: number
  /** The creator's share, before withholding. */
  creator: number
  /** Cardcast's commission (GST included: the GST is moved to the tax account on the invoice). */
  platform: number
  /** TDS withheld from the share. */
  tds: number
  /** TCS withheld from the share. */
  tcs: number
}

const PARTS = ['paid', 'creator', 'platform', 'tds', 'tcs'] as const
const NOTHING: SaleParts = { paid: 0, creator: 0, platform: 0, tds: 0, tcs: 0 }

export interface SaleMoney {
  /** The sale's ledger group. */
  groupKey: string
  creatorId: string
  /** When the creator's share became (or becomes) available: a reversal keeps it. */
  shareAvailableAt: Date
  brought: SaleParts
  left: SaleParts
}

/** The group of a full refund of the sale `groupKey`. */
export function refundGroupOf(groupKey: string): string {
  if (groupKey.startsWith('sale:')) return `refund:${groupKey.slice('sale:'.length)}`
  if (groupKey.startsWith('subscription:'))
    return `subscription-refund:${groupKey.slice('subscription:'.length)}`
  throw new Error(`no refund group for ${groupKey}`)
}

/** Σ of an account's lines among `lines`. */
const sum = (lines: readonly { account: string; amount_paise: number }[], account: string) =>
  lines
    .filter((line) => line.account === account)
    .reduce((total, line) => total + Number(line.amount_paise), 0)

/** What a sale's money is read from: its lost disputes and its ledger groups. */
export interface SaleBooks {
  disputes: Pick<DisputesRepository, 'lostOf'>
  ledger: Pick<LedgerRepository, 'linesOfGroups'>
}

/**
 * The sale's money: what it brought each party, and what refunds and lost disputes have left of it.
 * Undefined when the sale has no ledger group (a free card, or one recorded before the ledger).
 */
export async function saleMoneyIn(books: SaleBooks, groupKey: string): Promise<SaleMoney | undefined> {
  const lost = await books.disputes.lostOf(groupKey)
  const saleReversals = [refundGroupOf(groupKey), ...lost.map((row) => `dispute:${row.id}`)]
  const keys = {
    sale: [groupKey],
    tds: [`tds:${groupKey}`],
    tcs: [`tcs:${groupKey}`],
    saleBack: saleReversals,
    tdsBack: [`tds-refund:${groupKey}`, ...lost.map((row) => `tds:dispute:${row.id}`)],
    tcsBack: [`tcs-refund:${groupKey}`, ...lost.map((row) => `tcs:dispute:${row.id}`)],
  }
  const rows = await books.ledger.linesOfGroups(Object.values(keys).flat())
  const of = (which: keyof typeof keys) => rows.filter((row) => keys[which].includes(row.group_key))
  const share = of('sale').find((row) => row.account === 'creator')
  if (!share?.creator_id) return undefined
  const brought: SaleParts = {
    paid: -sum(of('sale'), 'provider'),
    creator: sum(of('sale'), 'creator'),
    platform: sum(of('sale'), 'platform'),
    tds: sum(of('tds'), 'tax'),
    tcs: sum(of('tcs'), 'tax'),
  }
  const back: SaleParts = {
    paid: sum(of('saleBack'), 'provider'),
    creator: -sum(of('saleBack'), 'creator'),
    platform: -sum(of('saleBack'), 'platform'),
    tds: -sum(of('tdsBack'), 'tax'),
    tcs: -sum(of('tcsBack'), 'tax'),
  }
  const left = { ...NOTHING }
  for (const part of PARTS) left[part] = Math.max(0, brought[part] - back[part])
  return {
    groupKey,
    creatorId: share.creator_id,
    shareAvailableAt: new Date(share.available_at),
    brought,
    left,
  }
}

/** `saleMoneyIn`, read in the transaction (or database) given. */
export const saleMoney = (trx: Kysely<Database>, groupKey: string) =>
  saleMoneyIn({ disputes: createDisputesRepository(trx), ledger: createLedgerRepository(trx) }, groupKey)

/** ⌊value × numerator / denominator⌋, exactly (BigInt: the product may pass 2^53). */
const proportion = (value: number, numerator: number, denominator: number) =>
  denominator <= 0 ? 0 : Number((BigInt(value) * BigInt(numerator)) / BigInt(denominator))

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high)

/**
 * The part of the sale a reversal of `amountPaise` of its payment takes back, per party: at most what
 * is left. Proportions are cumulative: after it, the sale has given back ⌊X × R / P⌋ of each of its
 * parts X (the creator's share, the TDS, the TCS), R being all the payment taken back so far and P
 * what was paid; Cardcast's commission gives back the rest of the amount. So the creator's share is
 * rounded down on each reversal (the paisa of rounding falls on Cardcast), and reversals that add up to
 * the whole payment give back exactly what the sale brought, whatever their number or order.
 */
export function partOf(sale: SaleMoney, amountPaise: number): SaleParts {
  const { brought, left } = sale
  const paid = clamp(Math.floor(amountPaise), 0, left.paid)
  if (paid === 0) return { ...NOTHING }
  const takenBack = brought.paid - left.paid + paid
  const ofPart = (part: 'creator' | 'tds' | 'tcs') => {
    const before = brought[part] - left[part]
    return clamp(proportion(brought[part], takenBack, brought.paid) - before, 0, left[part])
  }
  const creator = ofPart('creator')
  const platform = clamp(paid - creator, 0, left.platform)
  // Only what the parties give back goes back to the provider: the group sums to zero.
  return { paid: creator + platform, creator, platform, tds: ofPart('tds'), tcs: ofPart('tcs') }
}

/** What the creator loses to `part`: their share less the withholding given back with it. */
export const creatorLossOf = (part: SaleParts) => part.creator - part.tds - part.tcs

export interface ReversalGroups {
  /** The sale's part: 'refund:<purchase id>', 'dispute:<id>', … */
  groupKey: string
  kind: 'refund' | 'dispute'
  /** The withholding's parts: 'tds-refund:<sale>' or 'tds:dispute:<id>', and their TCS twins. */
  tdsGroupKey: string
  tcsGroupKey: string
}

/** What takes money back from a sale: a refund (all that is left of it) or a lost dispute (its amount). */
export type SaleReversal = { kind: 'refund' } | { kind: 'dispute'; disputeId: string; amountPaise: number }

/** The ledger groups a reversal of the sale `groupKey` writes. */
function groupsOf(groupKey: string, reversal: SaleReversal): ReversalGroups {
  if (reversal.kind === 'refund') {
    return {
      groupKey: refundGroupOf(groupKey),
      kind: 'refund',
      tdsGroupKey: `tds-refund:${groupKey}`,
      tcsGroupKey: `tcs-refund:${groupKey}`,
    }
  }
  const id = reversal.disputeId
  return {
    groupKey: `dispute:${id}`,
    kind: 'dispute',
    tdsGroupKey: `tds:dispute:${id}`,
    tcsGroupKey: `tcs:dispute:${id}`,
  }
}

/**
 * A subscription charge's sale was invoiced to the subscriber for Cardcast's share (book-sale.ts); a
 * card's was not (its commission is invoiced to the creator monthly, tax/commission.ts).
 */
const isInvoiced = (groupKey: string) => groupKey.startsWith('subscription:')

/**
 * Takes back a part of the sale `groupKey`, in the caller's transaction, after `lockSaleReversals`: a
 * refund takes all that is left of it, a lost dispute its part of what is left (`partOf`). Writes the
 * part back to the provider with the withholding given back (`postReversal`) and, for a sale that was
 * invoiced, credits its invoice for Cardcast's part (in full when the part is all Cardcast ever had).
 * Answers the part taken back; undefined when the sale has no ledger group. A dispute of a payment
 * given back in full already (refunded, or lost to earlier disputes) takes nothing.
 */
export async function reverseSale(
  trx: Kysely<Database>,
  groupKey: string,
  reversal: SaleReversal,
  event: { at: Date; purchaseId?: string; paymentId?: string },
): Promise<SaleParts | undefined> {
  const sale = await saleMoney(trx, groupKey)
  if (!sale) return undefined
  const part = reversal.kind === 'refund' ? sale.left : partOf(sale, reversal.amountPaise)
  if (reversal.kind === 'dispute' && part.paid === 0) return part
  const groups = groupsOf(groupKey, reversal)
  await postReversal(trx, sale, part, groups, event)
  if (isInvoiced(groupKey) && part.platform > 0) {
    const whole = part.platform === sale.brought.platform && sale.left.platform === sale.brought.platform
    await issueCreditNote(trx, {
      originalSourceKey: groupKey,
      sourceKey: groups.groupKey,
      at: event.at,
      ...(whole ? {} : { partialPaise: part.platform }),
    })
  }
  return part
}

/**
 * Writes `part` of the sale back: the provider gets back what the creator and Cardcast give, and the
 * tax account gives the creator back the TDS and TCS of it, each line keeping the share's availability
 * (a reversal during the hold comes off the held amount). Groups with nothing in them are not written.
 * Called through `reverseSale`.
 */
export async function postReversal(
  trx: Kysely<Database>,
  sale: SaleMoney,
  part: SaleParts,
  groups: ReversalGroups,
  event: { at: Date; purchaseId?: string; paymentId?: string },
): Promise<void> {
  const ledger = createLedgerRepository(trx)
  const { creatorId, shareAvailableAt: availableAt } = sale
  if (part.creator + part.platform > 0) {
    await ledger.post({
      groupKey: groups.groupKey,
      kind: groups.kind,
      lines: [
        { account: 'provider', amountPaise: part.creator + part.platform },
        { account: 'creator', creatorId, amountPaise: -part.creator, availableAt },
        { account: 'platform', amountPaise: -part.platform },
      ],
      ...event,
    })
  }
  for (const kind of ['tds', 'tcs'] as const) {
    if (part[kind] === 0) continue
    const lines: LedgerLine[] = [
      { account: 'creator', creatorId, amountPaise: part[kind], availableAt },
      { account: 'tax', amountPaise: -part[kind] },
    ]
    await ledger.post({
      groupKey: kind === 'tds' ? groups.tdsGroupKey : groups.tcsGroupKey,
      kind,
      lines,
      ...event,
    })
  }
}
