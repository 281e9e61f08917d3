// Mail outbox tables (issue 17, item 3): filled in by that change.
// biome-ignore lint/complexity/noBannedTypes: placeholder until the outbox lands
export type OutboxTables = {}
