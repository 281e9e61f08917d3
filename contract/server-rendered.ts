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
 * is answered at once: the page-start script (src/app/page-start.ts) finds which card's Buy it fell
 * on, by this attribute of the button, marks the button `data-tapped` and asks the card's question in
 * the page's early confirmation (src/buying/early-purchase-dialog.tsx). What the visitor answered
 * waits in `window[PENDING_TAP_KEY]` for the app, which asks again or buys once it is live
 * (src/features/market/pending-tap.ts).
 */
export const TAP_LATER_ATTRIBUTE = 'data-tap-later'
export const PENDING_TAP_KEY = 'pendingMarketTap'

/** A Buy tapped before the app was live; `confirmed` once 'Confirm Buy' (or 'Get free') was pressed in the early dialog. */
export interface PendingTap {
  cardId: string
  confirmed: boolean
}

/** The early confirmation's parts, as the page-start script finds them. */
export const EARLY_CONFIRM = {
  dialog: 'data-early-confirm',
  title: 'data-early-title',
  question: 'data-early-question',
  /** The confirming button's words: 'Confirm Buy', or 'Get free' for a free card. */
  buyLabel: 'data-early-buy-label',
  cancel: 'data-early-cancel',
  buy: 'data-early-buy',
  /** The questions' templates (src/buying/purchase-question.ts), in the page's language. */
  paidQuestion: 'data-early-paid-question',
  freeQuestion: 'data-early-free-question',
  /** On the dialog: its title and confirming button for a card on sale, and for a free one. */
  paidTitle: 'data-early-paid-title',
  freeTitle: 'data-early-free-title',
  paidConfirm: 'data-early-paid-confirm',
  freeConfirm: 'data-early-free-confirm',
} as const
