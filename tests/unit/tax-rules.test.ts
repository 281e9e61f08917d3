import { describe, expect, it } from 'vitest'
import {
  documentSerial,
  financialYearBounds,
  financialYearLabel,
  financialYearStart,
  gstinCheckCharacter,
  isValidGstin,
  splitGst,
  type WithholdingRules,
  withholdingFor,
} from '../../contract/tax-rules'

// The tax arithmetic of docs/tax.md, to the paisa: GST within and across states, TDS under 194-O
// around the ₹5 lakh threshold and without a PAN, TCS for GST-registered creators, and serials that
// restart with each financial year.

const KARNATAKA = '29'
const MAHARASHTRA = '27'
const rules: WithholdingRules = {
  tdsRateBp: 10,
  tdsNoPanRateBp: 500,
  tdsThresholdPaise: 500_000_00,
  tcsRateBp: 50,
}

describe('GST on an inclusive price', () => {
  it('splits ₹349 into ₹295.76 taxable and ₹53.24 tax, halved within the state', () => {
    expect(splitGst(349_00, 1800, KARNATAKA, KARNATAKA)).toEqual({
      taxablePaise: 295_76,
      cgstPaise: 26_62,
      sgstPaise: 26_62,
      igstPaise: 0,
    })
  })

  it('charges IGST alone across states', () => {
    expect(splitGst(349_00, 1800, KARNATAKA, MAHARASHTRA)).toEqual({
      taxablePaise: 295_76,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 53_24,
    })
  })

  it('gives an odd paisa of tax to CGST, and the parts always sum to the price', () => {
    const split = splitGst(29_80, 1800, KARNATAKA, KARNATAKA)
    expect(split.cgstPaise - split.sgstPaise).toBe(1)
    for (const paise of [1, 99, 149_00, 29_80, 12_345_67]) {
      for (const place of [KARNATAKA, MAHARASHTRA]) {
        const parts = splitGst(paise, 1800, KARNATAKA, place)
        expect(parts.taxablePaise + parts.cgstPaise + parts.sgstPaise + parts.igstPaise).toBe(paise)
      }
    }
  })
})

describe('TDS under section 194-O and TCS', () => {
  const sale = (grossBeforePaise: number, salePaise: number, hasPan = true, hasGstin = false) =>
    withholdingFor({ grossBeforePaise, salePaise, hasPan, hasGstin }, rules)

  it('withholds nothing while the year stays at or below ₹5,00,000 with a PAN', () => {
    expect(sale(0, 100_00)).toEqual({ tdsPaise: 0, tdsCatchUpPaise: 0, tcsPaise: 0 })
    expect(sale(499_900_00, 100_00)).toEqual({ tdsPaise: 0, tdsCatchUpPaise: 0, tcsPaise: 0 })
  })

  it('takes 0.1% once the year passes it, with the earlier sales caught up once at the crossing', () => {
    // ₹4,99,950 before, a ₹1,000 sale: 0.1% of the sale, and 0.1% of the year so far, once.
    expect(sale(499_950_00, 1_000_00)).toEqual({ tdsPaise: 1_00, tdsCatchUpPaise: 499_95, tcsPaise: 0 })
    // The next sale of the year: its own 0.1% only.
    expect(sale(500_950_00, 1_000_00)).toEqual({ tdsPaise: 1_00, tdsCatchUpPaise: 0, tcsPaise: 0 })
  })

  it('takes 5% of every sale without a PAN, whatever the year so far', () => {
    expect(sale(0, 100_00, false)).toEqual({ tdsPaise: 5_00, tdsCatchUpPaise: 0, tcsPaise: 0 })
    expect(sale(600_000_00, 49_50, false).tdsPaise).toBe(2_48)
  })

  it('collects TCS of 0.5% from a creator with a GSTIN only', () => {
    expect(sale(0, 1_000_00, true, true).tcsPaise).toBe(5_00)
    expect(sale(0, 1_000_00, true, false).tcsPaise).toBe(0)
  })
})

describe('the financial year and serials', () => {
  it('runs from 1 April to 31 March in India Standard Time', () => {
    // 31 March 2027 23:59 IST is still 2026-27; 1 April 00:00 IST (31 March 18:30 UTC) is 2027-28.
    expect(financialYearStart(new Date('2027-03-31T18:29:00.000Z'))).toBe(2026)
    expect(financialYearStart(new Date('2027-03-31T18:30:00.000Z'))).toBe(2027)
    expect(financialYearLabel(2026)).toBe('2026-27')
    expect(financialYearLabel(2099)).toBe('2099-00')
    expect(financialYearBounds(2026).from.toISOString()).toBe('2026-03-31T18:30:00.000Z')
  })

  it('writes serials of at most 16 characters in the characters Rule 46 allows', () => {
    expect(documentSerial('INV-', 2026, 1)).toBe('INV-2627/00001')
    expect(documentSerial('CN-', 2027, 42)).toBe('CN-2728/00042')
    const long = documentSerial('Card cast #India!', 2026, 99_999)
    expect(long).toBe('Cardca2627/99999')
    expect(long.length).toBeLessThanOrEqual(16)
    expect(long).toMatch(/^[A-Za-z0-9/-]+$/)
  })

  it('keeps serials within 16 characters past 99,999 documents in a year, each still its own', () => {
    expect(documentSerial('INV-', 2026, 100_000)).toBe('INV-2627100000')
    expect(documentSerial('Cardcast', 2026, 999_999)).toBe('Cardca2627999999')
    expect(documentSerial('Cardcast', 2026, 1_000_000)).toBe('Cardc26271000000')
    const serials = [1, 99_999, 100_000, 123_456, 999_999, 1_000_000, 12_345_678].map((sequence) =>
      documentSerial('INV-AB', 2026, sequence),
    )
    for (const serial of serials) expect(serial.length).toBeLessThanOrEqual(16)
    expect(new Set(serials).size).toBe(serials.length)
  })
})

describe('the GSTIN check character', () => {
  it('is the base-36 mod-36 check of the first 14 characters, as real GSTINs carry it', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V')
    expect(gstinCheckCharacter('24AAACC1206D1Z')).toBe('M')
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true)
    expect(isValidGstin('24AAACC1206D1ZM')).toBe(true)
  })

  it('catches one mistyped character, two swapped ones and a wrong shape', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false)
    expect(isValidGstin('27APAFU0939F1ZV')).toBe(false)
    expect(isValidGstin('28AAPFU0939F1ZV')).toBe(false)
    expect(isValidGstin('27AAPFU0939F1V')).toBe(false)
  })
})
