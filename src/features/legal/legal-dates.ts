/** Both documents were last updated on this date. */
export const LEGAL_LAST_UPDATED = 'Jan 31, 2025'
