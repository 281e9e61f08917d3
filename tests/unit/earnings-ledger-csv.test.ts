import { afterEach, describe, expect, it } from 'vitest'
import type { EarningsEntry } from '../../contract/earnings'
import { ENTRY_KIND_LABELS } from '../../src/features/earnings/earnings-format'
import { ledgerCsv } from '../../src/features/earnings/ledger-csv'
import { activateLocale, i18n } from '../../src/lib/i18n'

const entry = (overrides: Partial<EarningsEntry>): EarningsEntry => ({
  id: 'e1',
  createdAt: '2026-11-26T10:00:00.000Z',
  kind: 'sale',
  amount: 79.99,
  availableAt: '2026-12-03T10:00:00.000Z',
  cardTitle: 'Sing a song',
  ...overrides,
})

describe('the ledger CSV', () => {
  afterEach(() => activateLocale('en-IN'))

  it('writes a header and one CRLF line per entry, amounts with two decimals, times in IST', () => {
    const csv = ledgerCsv([
      entry({}),
      entry({ id: 'e2', kind: 'payout', amount: -100, cardTitle: undefined }),
    ])
    expect(csv).toBe(
      'Date,Type,Card,Amount (INR),Available from\r\n' +
        '"26 Nov 2026, 3:30 pm IST",Sale,Sing a song,79.99,"3 Dec 2026, 3:30 pm IST"\r\n' +
        '"26 Nov 2026, 3:30 pm IST",Payout,,-100.00,"3 Dec 2026, 3:30 pm IST"\r\n',
    )
  })

  it('stays in English on a Hindi screen, as the statement does', async () => {
    await activateLocale('hi-IN')
    // The screen's label is Hindi now…
    expect(i18n._(ENTRY_KIND_LABELS.sale)).toBe('बिक्री')
    const csv = ledgerCsv([entry({}), entry({ id: 'e2', kind: 'dispute_hold', amount: -40 })])
    expect(csv).toContain('"26 Nov 2026, 3:30 pm IST",Sale,Sing a song,79.99,')
    expect(csv).toContain(',Held for a dispute,Sing a song,-40.00,')
  })

  it('quotes commas, quotes and line breaks, and defuses formulas in card titles', () => {
    const csv = ledgerCsv([
      entry({ cardTitle: 'Sing, "loud"\nnow' }),
      entry({ cardTitle: '=HYPERLINK("http://evil")' }),
      entry({ cardTitle: '@SUM(A1)' }),
    ])
    const lines = csv.split('\r\n')
    expect(lines[1]).toContain('"Sing, ""loud""\nnow"')
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"")"`)
    expect(lines[3]).toContain(",'@SUM(A1),")
  })
})
