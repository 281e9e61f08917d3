// Contact messages (owned by the contact feature).
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the contact migration
export interface ContactTables {}
