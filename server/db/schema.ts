import type { Generated, Insertable, Selectable, Updateable } from 'kysely'
import type { StoredConsent } from '../../contract/consent'
import type { Locale } from '../../contract/locale'
import type { AdminTables } from './schema-admin'
import type { AuctionTables } from './schema-auctions'
import type { BattleTables } from './schema-battles'
import type { CommunityTables } from './schema-community'
import type { ContactTables } from './schema-contact'
import type { GrievanceTables } from './schema-grievances'
import type { LimitTables } from './schema-limits'
import type { MarathonTables } from './schema-marathons'
import type { MarketplaceTables } from './schema-marketplace'
import type { MoneyTables } from './schema-money'
import type { MailMarkTables, OutboxTables } from './schema-outbox'
import type { OverlayTables } from './schema-overlay'
import type { PushTables } from './schema-push'
import type { SessionTable } from './schema-sessions'
import type { StreamTables } from './schema-stream'
import type { SubscriptionTables } from './schema-subscriptions'
import type { TaxTables } from './schema-tax'

// Table types. Both dialects store the same shapes: text ids, ISO-8601 UTC timestamps as text
// (they sort as time), booleans as 0/1 integers, money as integer paise.

export interface UserTable {
  id: string
  username: string
  /** The username's skeleton (contract/text-normaliser.ts): unique, so look-alike names are one. */
  username_key: string | null
  /** Lower-cased: emails are compared case-insensitively. */
  email: string
  password_hash: string
  user_type: Generated<'viewer' | 'creator'>
  is_verified: Generated<number>
  date_of_birth: string | null
  youtube_link: Generated<string>
  instagram_link: Generated<string>
  description: Generated<string>
  avatar: string | null
  /** 'pro' is Creator Pro until `pro_until` (no end when null); read through `effectivePlan`. */
  plan: Generated<'free' | 'pro'>
  pro_until: string | null
  created_at: string
  updated_at: string
  /**
   * Tokens issued before this instant (ms precision, against the token's `iat_ms`) are refused: set by
   * a password reset and by an administrator's change of role or verification. Null: none refused.
   */
  tokens_valid_after: string | null
  /** The GST state code a buyer named at checkout, kept for their next tax invoice. */
  billing_state: string | null
  /** When the owner was last mailed that someone tried to sign up with this address (one a day). */
  signup_notice_at: Generated<string | null>
  /** 'not-needed' (an adult), a child's 'awaiting', 'given' or 'withdrawn' (contract/consent.ts). */
  consent: Generated<StoredConsent>
  /** A child's parent or guardian, who consents (lower-cased). */
  parent_email: string | null
  /** A child's monthly spending cap, set by the parent; null: free cards only. */
  monthly_cap_paise: number | null
  /** A withdrawn consent's account is erased by the sweep from this instant (modules/privacy). */
  erase_after: string | null
  /** When the account's personal data was erased: the row stays for the books, nameless. */
  erased_at: string | null
  /**
   * The account's language (migration 055): the app's, its mails' and its pushes'; a streamer's
   * overlay speaks it too. Set at sign-up from the request's `Accept-Language`.
   */
  locale: Generated<Locale>
}

/** A parent's consent for a child's account: asked, given and withdrawn, with the parent's address. */
export interface ParentalConsentTable {
  user_id: string
  parent_email: string
  requested_at: string
  given_at: string | null
  withdrawn_at: string | null
}

/** One live code per address and purpose; a new code replaces the old one. */
export interface OtpTable {
  email: string
  purpose: 'verify' | 'reset' | 'parent'
  code_hash: string
  expires_at: string
  attempts: Generated<number>
  last_sent_at: string
  /** Set when a reset code was verified: reset-password is allowed until this plus 15 minutes. */
  verified_at: string | null
  /**
   * SHA-256 (hex) of the reset grant verify-otp handed to whoever proved the code (an HttpOnly
   * cookie): reset-password needs it, so knowing the address is not enough.
   */
  grant_hash: string | null
}

/**
 * Per address, across codes and purposes: OTP guesses since the last lockout or success, the
 * lockouts so far (each one twice as long), and the resend backoff (codes sent in this streak).
 * Guesses with no code to check count apart (`stray_*`, migration 034): they never pause real checks.
 */
export interface OtpGuardTable {
  email: string
  guesses: Generated<number>
  lockouts: Generated<number>
  locked_until: string | null
  sends: Generated<number>
  last_sent_at: string | null
  stray_guesses: Generated<number>
  stray_locked_until: string | null
}

/** A fixed-window request counter: `key` is '<bucket>:<normalised email>' (per-account limits). */
export interface AccountLimitTable {
  key: string
  window_started_at: string
  hits: number
}

/** User tokens ended by logout, kept until they would have expired anyway. */
export interface UserRevokedTokenTable {
  jti: string
  expires_at: string
}

export interface SettingTable {
  key: string
  value: string
}

export interface AccountTables {
  users: UserTable
  otps: OtpTable
  otp_guards: OtpGuardTable
  account_limits: AccountLimitTable
  user_revoked_tokens: UserRevokedTokenTable
  user_sessions: SessionTable
  settings: SettingTable
  parental_consents: ParentalConsentTable
}

/** All tables; each area declares its own in schema-<area>.ts. */
export interface Database
  extends AccountTables,
    AuctionTables,
    BattleTables,
    CommunityTables,
    MarketplaceTables,
    OverlayTables,
    AdminTables,
    ContactTables,
    GrievanceTables,
    LimitTables,
    MarathonTables,
    MoneyTables,
    OutboxTables,
    MailMarkTables,
    PushTables,
    StreamTables,
    SubscriptionTables,
    TaxTables {}

export type UserRow = Selectable<UserTable>
export type NewUser = Insertable<UserTable>
export type UserUpdate = Updateable<UserTable>
export type OtpRow = Selectable<OtpTable>
export type OtpGuardRow = Selectable<OtpGuardTable>
