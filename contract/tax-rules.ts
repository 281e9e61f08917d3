// The arithmetic of Indian indirect and withheld taxes (docs/tax.md), in integer paise and basis
// points so that every figure is exact. The rates are settings (contract/settings.ts 'business');
// these functions take them as arguments.
import { IST_OFFSET_MS, istDay } from './dates'

/** Basis points: 1800 bp = 18%. Settings hold percentages; this turns one into bp without float drift. */
export const percentToBp = (percent: number) => Math.round(percent * 100)

const ofBp = (paise: number, bp: number) => Math.round((paise * bp) / 10_000)

export interface GstSplit {
  /** The taxable value: what the supply costs before GST. */
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
}

/**
 * Splits a GST-inclusive amount (prices shown to users include GST): ₹349 at 18% is ₹295.76 taxable
 * and ₹53.24 tax. Within the supplier's state the tax is CGST + SGST in halves (the odd paisa to
 * CGST); across states it is all IGST.
 */
export function splitGst(
  inclusivePaise: number,
  rateBp: number,
  supplierState: string,
  placeOfSupply: string,
): GstSplit {
  const taxablePaise = Math.round((inclusivePaise * 10_000) / (10_000 + rateBp))
  const tax = inclusivePaise - taxablePaise
  if (supplierState === placeOfSupply) {
    const cgstPaise = Math.ceil(tax / 2)
    return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 }
  }
  return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax }
}

export interface WithholdingRules {
  tdsRateBp: number
  tdsNoPanRateBp: number
  tdsThresholdPaise: number
  tcsRateBp: number
}

export interface WithholdingInput {
  /** The creator's gross sales through Cardcast this financial year before this one. */
  grossBeforePaise: number
  /** The gross of the sale being credited (what the buyer paid). */
  salePaise: number
  /** A verified PAN is on file. */
  hasPan: boolean
  /** A GSTIN is on file: the creator is GST-registered. */
  hasGstin: boolean
}

export interface Withholding {
  /** TDS under section 194-O on this sale. */
  tdsPaise: number
  /**
   * TDS on the year's earlier sales, owed once when this sale takes the year's gross past the
   * threshold (the exemption holds only for a year that stays at or below it).
   */
  tdsCatchUpPaise: number
  /** TCS under GST on this sale (GST-registered creators only). */
  tcsPaise: number
}

/**
 * What is withheld from a creator's credit for one sale: TDS at the no-PAN rate without a PAN;
 * with one, nothing while the year's gross stays at or below the threshold, the normal rate above it;
 * TCS on every sale of a creator with a GSTIN.
 */
export function withholdingFor(input: WithholdingInput, rules: WithholdingRules): Withholding {
  const tcsPaise = input.hasGstin ? ofBp(input.salePaise, rules.tcsRateBp) : 0
  if (!input.hasPan) {
    return { tdsPaise: ofBp(input.salePaise, rules.tdsNoPanRateBp), tdsCatchUpPaise: 0, tcsPaise }
  }
  const grossAfter = input.grossBeforePaise + input.salePaise
  if (grossAfter <= rules.tdsThresholdPaise) return { tdsPaise: 0, tdsCatchUpPaise: 0, tcsPaise }
  const crossing = input.grossBeforePaise <= rules.tdsThresholdPaise
  return {
    tdsPaise: ofBp(input.salePaise, rules.tdsRateBp),
    tdsCatchUpPaise: crossing ? ofBp(input.grossBeforePaise, rules.tdsRateBp) : 0,
    tcsPaise,
  }
}

export { IST_OFFSET_MS }

/** The Indian financial year (1 April to 31 March, IST) that `at` falls in, as its first year: 2026 for 2026-27. */
export function financialYearStart(at: Date): number {
  const ist = new Date(at.getTime() + IST_OFFSET_MS)
  return ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1
}

/** '2026-27'. */
export const financialYearLabel = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`

/** The first instant of a financial year, and of the next one. */
export function financialYearBounds(start: number): { from: Date; to: Date } {
  const from = new Date(Date.UTC(start, 3, 1) - IST_OFFSET_MS)
  const to = new Date(Date.UTC(start + 1, 3, 1) - IST_OFFSET_MS)
  return { from, to }
}

/** The calendar day in IST, as a tax invoice dates itself: '2026-11-28'. */
export const istDate = (at: Date) => istDay(at)

/** A serial's series prefix may hold only what Rule 46 allows (letters, digits, '-' and '/'). */
const SERIES_PREFIX_MAX = 6
const SEQUENCE_DIGITS = 5
/** Rule 46: an invoice's serial has at most 16 characters. */
const SERIAL_MAX = 16

/**
 * A document's serial: the prefix (at most 6 allowed characters), the financial year as 4 digits and
 * a 5-digit sequence, e.g. 'INV-2627/00001': at most 16 characters, unique within the year because
 * the sequence is (server/modules/money/tax/serials.ts). Past 99,999 documents in a year the sequence
 * takes more digits and the '/' goes ('INV-2627100000'): a serial with a '/' always has five digits
 * after it, so the two forms never meet. Past 999,999 with a six-character prefix, the prefix gives up
 * its last characters to stay within 16.
 */
export function documentSerial(prefix: string, fyStart: number, sequence: number): string {
  const series = prefix.replace(/[^A-Za-z0-9/-]/g, '').slice(0, SERIES_PREFIX_MAX)
  const year = `${String(fyStart % 100).padStart(2, '0')}${String((fyStart + 1) % 100).padStart(2, '0')}`
  const number = String(sequence).padStart(SEQUENCE_DIGITS, '0')
  if (number.length === SEQUENCE_DIGITS) return `${series}${year}/${number}`
  return `${series.slice(0, SERIAL_MAX - year.length - number.length)}${year}${number}`
}

/** PAN: five letters, four digits, a letter (ABCPE1234F). */
export const PAN_PATTERN = /^[A-Z]{3}[ABCFGHLJPT][A-Z]\d{4}[A-Z]$/
/** GSTIN: state code, PAN, entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

const BASE_36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/**
 * The check character of a GSTIN's first 14 characters, as GSTN computes it (base 36, mod 36): each
 * character's value (0-9, then A-Z as 10-35) is weighted 1, 2, 1, 2, … from the left; each product
 * adds its base-36 digits (⌊p / 36⌋ + p mod 36); the check is (36 − sum mod 36) mod 36, as a character.
 * 27AAPFU0939F1ZV: V. A typo in any one character changes it.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0
  for (let index = 0; index < 14; index++) {
    const product = BASE_36.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return BASE_36.charAt((36 - (sum % 36)) % 36)
}

/** A GSTIN of the right shape whose last character is not its check character: a typo somewhere. */
export const GSTIN_CHECK_MESSAGE = "This GSTIN's last character does not match the rest: check it for a typo."

/** A GSTIN of the right shape whose last character is its check character. */
export const isValidGstin = (gstin: string) =>
  GSTIN_PATTERN.test(gstin) && gstin.charAt(14) === gstinCheckCharacter(gstin)

/**
 * For a schema's refinement after its pattern: false only for a GSTIN of the right shape with the
 * wrong check character (an empty or misshapen one is the pattern's to refuse, with its own message).
 */
export const gstinCheckHolds = (gstin: string) => !GSTIN_PATTERN.test(gstin) || isValidGstin(gstin)
