// Administrator tables (owned by the admin feature).
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the admin migration
export interface AdminTables {}
