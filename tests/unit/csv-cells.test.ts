import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from '../../contract/csv'

// A cell a spreadsheet could run as a formula is written so that it shows as text: an apostrophe
// before it. Spreadsheets in locales that separate arguments with ';' (and LibreOffice's CSV import)
// also read a cell that starts with ';' as the start of a formula-like token, so it is guarded too.
describe('CSV cells that a spreadsheet could run', () => {
  it('puts an apostrophe before = + - @ tab, carriage return and ;', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', ';']) {
      const cell = csvCell(`${start}HYPERLINK("http://evil.example","x")`)
      expect(cell.replace(/^"/, ''), JSON.stringify(start)).toMatch(/^'/)
    }
  })

  it("quotes a cell beginning with ';' so that no reader splits it as a separator", () => {
    expect(csvCell(';cmd|calc')).toBe(`"';cmd|calc"`)
    expect(csvCell('a;b')).toBe('"a;b"')
    expect(toCsv(['name'], [[';=1+1']])).toBe(`name\r\n"';=1+1"\r\n`)
  })

  it('leaves plain numbers and signed amounts as they are', () => {
    expect(csvCell('-12.50')).toBe('-12.50')
    expect(csvCell(42)).toBe('42')
    expect(csvCell('plain text')).toBe('plain text')
  })
})
