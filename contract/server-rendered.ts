// What the server-rendered market's HTML (server/modules/catalogue/server-rendered-market.ts) tells the app that
// takes it over (src/main.tsx).

/** The `<script type="application/json">` holding the catalogue the page was rendered with. */
export const CATALOGUE_DATA_ID = 'market-catalogue'

/**
 * How many of the market's cards the server renders: a few screens' worth, which holds the largest
 * paint; the app adds the rest when it takes over (below them, so nothing moves). A whole catalogue of
 * a thousand cards would take the server about two seconds and the page four megabytes.
 */
export const SERVER_RENDERED_CARDS = 24

/**
 * A tap on the server's market before the app has taken it over (its controls are inert until then)
 * is not lost: the page-start script (src/app/page-start.ts) notes which card's Buy it fell on, by this
 * attribute of the button, in `window[PENDING_TAP_KEY]`, and marks the button `data-tapped`; the
 * market opens that card's confirmation once it is live (src/features/market/pending-tap.ts).
 */
export const TAP_LATER_ATTRIBUTE = 'data-tap-later'
export const PENDING_TAP_KEY = 'pendingMarketTap'
