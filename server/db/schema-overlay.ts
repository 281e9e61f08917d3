// Overlay tables (owned by the overlay feature): stored events, stream keys.
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the overlay migration
export interface OverlayTables {}
