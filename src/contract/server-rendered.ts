// What the server-rendered market's HTML (server/plugins/server-rendered-market.ts) tells the app that
// takes it over (src/main.tsx).

/** The `<script type="application/json">` holding the catalogue the page was rendered with. */
export const CATALOGUE_DATA_ID = 'market-catalogue'
