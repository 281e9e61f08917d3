/** Both documents were last updated on this date, written as the spec writes it (English). */
export const LEGAL_LAST_UPDATED = 'Jan 31, 2025'
/** The same day, for the other languages' date format (contract/dates.ts formatDay). */
export const LEGAL_LAST_UPDATED_DAY = '2025-01-31'
