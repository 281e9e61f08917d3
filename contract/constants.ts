// The product's business constants (prices, shares, limits, timings), defined once for app and server.

export const PRODUCT_NAME = 'Cardcast'
export const DEFAULT_SITE_DESCRIPTION = 'Your Card Platform'

export const OTP_LENGTH = 6
export const PASSWORD_MIN_LENGTH = 6
/** The OTP screen's countdown starts here and stops at 0; the spec does not say what it is for. */
export const OTP_COUNTDOWN_SECONDS = 2040

export const TOAST_USER_AREA_MS = 5000
export const TOAST_GLOBAL_MS = 2000

export const CURRENCY = 'INR'
export const CREATOR_PRO_PRICE_RUPEES = 349
export const REVENUE_SHARE_PERCENT = 80
/** A Creator Pro streamer offers at most this many subscription tiers at once (retired ones aside). */
export const SUBSCRIPTION_TIER_LIMIT = 3
/** A tier's monthly price, whole rupees: the lowest recurring price UPI AutoPay mandates see in practice. */
export const SUBSCRIPTION_MIN_PRICE_RUPEES = 29
export const SUBSCRIPTION_MAX_PRICE_RUPEES = 10_000
/** Cards a subscriber may take free each month, at most, per tier. */
export const SUBSCRIPTION_MAX_MONTHLY_ALLOWANCE = 30
/** A renewal is announced (mail and My Subscriptions) at least this long before it is charged. */
export const PRE_DEBIT_NOTICE_HOURS = 24
/** The pre-debit notice goes out once the period's end is this close. */
export const PRE_DEBIT_NOTICE_LEAD_HOURS = 48
/** Days a subscription whose renewal failed keeps its perks while its subscriber pays (then halted). */
export const PAST_DUE_GRACE_DAYS = 3
/** The colours a tier's badge may take on the overlay and the streamer's page (Mantine colour names). */
export const TIER_BADGE_COLOURS = [
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'teal',
  'green',
  'yellow',
  'orange',
] as const
export type TierBadgeColour = (typeof TIER_BADGE_COLOURS)[number]
/** Payouts twice a month, on these days (UTC). */
export const PAYOUT_DAYS_OF_MONTH = [1, 15] as const

export const DEFAULT_CARD_DURATION_SECONDS = 10
export const RARITIES = ['Common', 'Rare', 'Epic', 'Legendary'] as const
export type Rarity = (typeof RARITIES)[number]
export const CARD_CATEGORIES = ['Challenge', 'Reward', 'Punishment'] as const
export const ADMIN_CATEGORY_FILTER = ['Reward', 'Achievement', 'Special'] as const

export const USER_TYPES = ['viewer', 'creator'] as const
export type UserType = (typeof USER_TYPES)[number]
export const USER_PLANS = ['free', 'pro'] as const

export const ADMIN_PAGE_SIZES = [5, 10, 25, 50, 100] as const
export type AdminPageSize = (typeof ADMIN_PAGE_SIZES)[number]
export const ADMIN_DEFAULT_PAGE_SIZE = 10
/** The most rows any list call answers at once (the largest admin page size): lists are paged by cursor. */
export const MAX_PAGE_SIZE: number = Math.max(...ADMIN_PAGE_SIZES)
export const ADMIN_PAGER_MAX_PAGES = 5

/** Bounds the spec leaves open; the server needs some so that nobody stores megabytes of text. */
export const MAX_EMAIL_LENGTH = 254
export const MAX_USERNAME_LENGTH = 50
export const MAX_PASSWORD_LENGTH = 128

/** The six preset card images (public/cards/), one of which every card shows. */
export const PRESET_CARD_IMAGES = [
  '/cards/preset-1.svg',
  '/cards/preset-2.svg',
  '/cards/preset-3.svg',
  '/cards/preset-4.svg',
  '/cards/preset-5.svg',
  '/cards/preset-6.svg',
] as const

export const MAX_CARD_TITLE_LENGTH = 100
export const MAX_CARD_DESCRIPTION_LENGTH = 500
export const MAX_CARD_PRICE_RUPEES = 100_000
export const MIN_CARD_DURATION_SECONDS = 3
export const MAX_CARD_DURATION_SECONDS = 60
export const MAX_LINK_LENGTH = 300
export const MAX_BIO_LENGTH = 1000

/**
 * Per-user hourly quotas on what costs the site: counted in the database,
 * so every server instance agrees. Past one, the call is answered 429 with `Retry-After`.
 */
export const HOURLY_QUOTAS = {
  /** Cards a creator may publish. */
  createCard: 30,
  /** Free cards a user may take (createTransaction with paymentId 'free'). */
  freePurchase: 50,
  /** Payment orders a user may open (each one a call to the payment provider). */
  paymentOrder: 30,
  /** Cards a user may use (each one an overlay event on a stream). */
  useCard: 100,
} as const
export type QuotaAction = keyof typeof HOURLY_QUOTAS

/**
 * Mail of each kind the site sends in an hour, all recipients together: separate budgets, so that a
 * flood of one kind (sign-ups) never stops another (a reset code). MAIL_HOURLY_BUDGET overrides the
 * budget of account mail, MAIL_SIGNUP_HOURLY_BUDGET that of sign-up codes.
 */
export const MAIL_HOURLY_BUDGET_DEFAULT = 500
export const MAIL_SIGNUP_HOURLY_BUDGET_DEFAULT = 200
export const MAIL_CONTACT_HOURLY_BUDGET = 100
export const MAIL_ADMIN_HOURLY_BUDGET = 100
/** Receipts of payments: one a payment, so a busy hour of sales needs many. */
export const MAIL_RECEIPT_HOURLY_BUDGET = 2000
/**
 * Notices of what happened to a viewer (an auction won or outbid, a subscription ended, a used card
 * rejected, returned or skipped): one an event, so like receipts a busy hour needs many.
 */
export const MAIL_NOTICE_HOURLY_BUDGET = 2000
/** Notices one address receives in an hour: a streamer clearing a long line cannot flood an inbox. */
export const MAIL_NOTICES_PER_RECIPIENT_PER_HOUR = 30
/**
 * Sign-up mail (codes and notices) one device may have sent in an hour, on one client address: a device
 * is a long-lived random cookie (`cardcast_device`), a hint that spreads the limit over the phones a
 * carrier puts behind one address, not a proof of anything.
 */
export const MAIL_SIGNUP_PER_DEVICE_PER_HOUR = 5
/**
 * Sign-up mail one client address may have sent in an hour, all its devices together, before each
 * further sign-up must bring a proof of work. Past it an address is never refused: the work grows
 * instead (SIGNUP_WORK_*), so a carrier's shared address stays open to every phone behind it.
 */
export const MAIL_SIGNUP_FREE_PER_ADDRESS_PER_HOUR = 5
/**
 * The proof of work a busy address's sign-up brings: a SHA-256 of the challenge and a nonce whose first
 * `bits` bits are zero (about 2^bits hashes). The first past the free ones asks SIGNUP_WORK_BASE_BITS;
 * each doubling of the address's sign-up mail in the hour adds a bit, up to SIGNUP_WORK_MAX_BITS.
 */
export const SIGNUP_WORK_BASE_BITS = 12
export const SIGNUP_WORK_MAX_BITS = 18
/** How long a challenge may be solved and brought back, once. */
export const SIGNUP_WORK_TTL_SECONDS = 300
/** At this share of a budget spent, administrators are warned (dashboard and mail). */
export const MAIL_BUDGET_WARNING_SHARE = 0.5
/** Mail one address receives in an hour (codes, reset links): nobody's inbox can be flooded. */
export const MAIL_MAX_PER_RECIPIENT_PER_HOUR = 10
/** Contact-form mail the site's own contact address receives in an hour, all senders together. */
export const CONTACT_MAX_PER_HOUR_TO_ADDRESS = 30

/** Open overlay streams per stream key and per client address, per server instance. */
export const OVERLAY_MAX_STREAMS_PER_KEY = 10
export const OVERLAY_MAX_STREAMS_PER_ADDRESS = 20

/**
 * The name a stream shows for a viewer whose own it hides (`streamMessages.anonymousViewer`): here,
 * apart from the stream's schemas, for the pages that translate names on a stream (./stream-names.ts).
 */
export const ANONYMOUS_VIEWER = 'a viewer'
/** Seconds between two alerts on the overlay (the server's schedule and the overlay agree on it). */
export const ALERT_GAP_SECONDS = 1
/** The six preset alert sounds (public/sounds/<name>.wav), one of which a card may play. */
export const CARD_SOUNDS = ['chime', 'coin', 'fanfare', 'pop', 'laser', 'drum'] as const
export type CardSound = (typeof CARD_SOUNDS)[number]
export const soundUrl = (sound: CardSound) => `/sounds/${sound}.wav`

/** The longest market search the server takes. */
export const MAX_CARD_SEARCH_LENGTH = 100

/**
 * Uploaded pictures (avatars, the site's logo) are decoded and re-encoded to fit this square, never
 * enlarged. A picture of more pixels than IMAGE_MAX_PIXELS is refused from its header, before decoding:
 * a few KB can declare a picture that would take gigabytes (server/lib/images.ts).
 */
export const IMAGE_MAX_SIDE = 1024
export const IMAGE_MAX_PIXELS = 40_000_000
