import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatTime,
  istDay,
  istDayStart,
  istToday,
  sameIstDay,
} from '../../contract/dates'

// One date format and one date-time format, in India's time whatever the machine's time zone (these
// tests run in the machine's own: the formatter must not read it).

describe('the date formatter', () => {
  it('writes an instant in IST: past 18:30 UTC it is the next day', () => {
    // 18:29 UTC on 31 Dec 2026 is 23:59 IST that day; 18:30 UTC is midnight of 1 Jan 2027 in IST.
    expect(formatDateTime('2026-12-31T18:29:00.000Z')).toBe('31 Dec 2026, 11:59 pm IST')
    expect(formatDateTime('2026-12-31T18:30:00.000Z')).toBe('1 Jan 2027, 12:00 am IST')
    expect(formatDate('2026-12-31T18:29:59.999Z')).toBe('31 Dec 2026')
    expect(formatDate('2026-12-31T18:30:00.000Z')).toBe('1 Jan 2027')
    expect(istDay('2026-12-31T18:30:00.000Z')).toBe('2027-01-01')
    expect(istToday(new Date('2026-12-31T23:00:00.000Z'))).toBe('2027-01-01')
  })

  it('writes noon, the morning and a time alone as the date-time does', () => {
    expect(formatDateTime('2026-12-06T06:30:00.000Z')).toBe('6 Dec 2026, 12:00 pm IST')
    expect(formatDateTime(new Date('2026-12-06T03:35:00.000Z'))).toBe('6 Dec 2026, 9:05 am IST')
    expect(formatTime('2026-12-06T17:10:00.000Z')).toBe('10:40 pm IST')
  })

  it('tells IST days apart where UTC days agree', () => {
    expect(sameIstDay('2026-12-06T18:00:00.000Z', '2026-12-06T18:45:00.000Z')).toBe(false)
    expect(sameIstDay('2026-12-06T19:00:00.000Z', '2026-12-07T18:00:00.000Z')).toBe(true)
  })

  it('writes a calendar day as it is, in the date format', () => {
    expect(formatDay('2026-12-01')).toBe('1 Dec 2026')
    expect(formatDay('2027-01-15')).toBe('15 Jan 2027')
    expect(istDayStart('2027-01-01')).toBe('2026-12-31T18:30:00.000Z')
  })

  it('writes nothing for what is not a date', () => {
    expect(formatDate('soon')).toBe('')
    expect(formatDateTime('')).toBe('')
    expect(formatDay('tomorrow')).toBe('tomorrow')
  })
})

describe('dates in Hindi', () => {
  it("writes CLDR's Hindi months, as Intl's hi-IN does, with Latin digits and the same IST time", () => {
    const months = new Intl.DateTimeFormat('hi-IN', { month: 'short', timeZone: 'UTC' })
    for (let month = 0; month < 12; month++) {
      const at = new Date(Date.UTC(2026, month, 15, 6, 30))
      expect(formatDate(at, 'hi-IN')).toBe(`15 ${months.format(at)} 2026`)
    }
    expect(formatDateTime('2026-12-06T17:10:00.000Z', 'hi-IN')).toBe('6 दिस॰ 2026, 10:40 pm IST')
    expect(formatDay('2026-12-01', 'hi-IN')).toBe('1 दिस॰ 2026')
    expect(formatDate('2026-12-06T17:10:00.000Z')).toBe('6 Dec 2026')
  })
})
