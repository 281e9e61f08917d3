/** Spec sections 1 and 9: both documents were last updated on this date. */
export const LEGAL_LAST_UPDATED = 'Jan 31, 2025'
