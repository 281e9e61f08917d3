// Every page's path, named once: the router, the navigation, links and redirects read
// them from here, so renaming a page is one change.

/**
 * The market's one name (paths.market), in every navigation and on its page. The spec's side navigation
 * spelt it 'Tranding Cards' and the phones' tab bar said 'Market': the product says 'Trending Cards'.
 */
export const MARKET_NAME = 'Trending Cards'

export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  contact: '/contactus',
  terms: '/tnc',
  privacy: '/privacy',
  /** File a complaint with the grievance officer (IT Rules 2021; docs/privacy.md 'Grievances'). */
  grievance: '/grievance',
  market: '/dashboard',
  streamers: '/streamers',
  streamerCards: '/streamers/cards',
  myCards: '/my-cards',
  /** The signed-in user's subscriptions to streamers, with cancel and resume. */
  mySubscriptions: '/my-subscriptions',
  /** The signed-in user's receipts: what they bought, paid and got back. */
  orders: '/orders',
  cardInventory: '/card-inventory',
  createCard: '/create-card',
  profile: '/profile',
  /** Creator Pro's figures (creators only). */
  analytics: '/analytics',
  /** A creator's earnings, payout account and ledger. */
  earnings: '/earnings',
  /** The streamer's live queue and stream settings (creators only). */
  live: '/live',
  /** One auction: bid, follow it live, pay if you won (`/auctions/<id>`). */
  auction: '/auctions/:id',
  /**
   * A streamer's public page, the link they share (`/s/<username>`): their cards, open to everyone;
   * the server sends it with the link preview's tags (server/modules/catalogue/streamer-page.ts).
   */
  streamerPage: '/s/:username',
  /**
   * A child's parent, from the links in Cardcast's mails (no account needed): give consent, set the
   * monthly cap, withdraw consent (contract/consent.ts).
   */
  parentConsent: '/parent/consent',
  parentManage: '/parent/manage',
  parentWithdraw: '/parent/withdraw',
  admin: {
    root: '/admin',
    login: '/admin/login',
    forgotPassword: '/admin/forgot-password',
    resetPassword: '/admin/reset-password',
    twoFactor: '/admin/two-factor',
    dashboard: '/admin/dashboard',
    users: '/admin/user-management',
    cards: '/admin/card-management',
    payments: '/admin/payment-management',
    payouts: '/admin/payouts',
    invoices: '/admin/invoices',
    disputes: '/admin/disputes',
    /** Complaints filed at /grievance, with their due dates, and their answers. */
    grievances: '/admin/grievances',
    profile: '/admin/profile',
    settings: '/admin/settings',
  },
} as const

/** The page of one auction. */
export const auctionPath = (id: string) => `/auctions/${encodeURIComponent(id)}`

/** A streamer's public page, the link they share. */
export const streamerPagePath = (username: string) => `/s/${encodeURIComponent(username)}`

/** Anchors of the landing page's sections. */
export const landingAnchors = {
  features: '/#features',
  modules: '/#modules',
  plans: '/#plans',
  contact: '/#contact',
} as const

/** A path without its leading slash, as nested route objects name their children. */
export const segment = (path: string) => path.replace(/^\/+/, '')
