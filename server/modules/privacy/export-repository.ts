import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

type Row = Record<string, unknown>

/**
 * Columns no export carries: secrets that would open the account or its devices to whoever holds the
 * file (a password's hash, a device's push keys, a provider's handles), not facts about the person.
 */
const SECRET_COLUMNS = new Set([
  'password_hash',
  'p256dh',
  'auth',
  'claim_token',
  'use_key',
  'provider_contact_id',
  'provider_fund_account_id',
])

const withoutSecrets = (rows: Row[]) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET_COLUMNS.has(column))))

/** Everything held about a user, table by table, as stored (docs/privacy.md lists what and why). */
export function createExportRepository(db: Kysely<Database>) {
  return {
    async account(userId: string): Promise<Row | undefined> {
      const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst()
      return row ? withoutSecrets([row])[0] : undefined
    },

    async sections(userId: string, email: string): Promise<Record<string, Row[]>> {
      const subscriptionIds = db.selectFrom('subscriptions').select('id').where('viewer_id', '=', userId)
      const reads: Record<string, Promise<Row[]>> = {
        parentalConsent: db
          .selectFrom('parental_consents')
          .selectAll()
          .where('user_id', '=', userId)
          .execute(),
        sessions: db.selectFrom('user_sessions').selectAll().where('owner_id', '=', userId).execute(),
        purchases: db.selectFrom('purchases').selectAll().where('user_id', '=', userId).execute(),
        paymentOrders: db.selectFrom('payment_orders').selectAll().where('user_id', '=', userId).execute(),
        planOrders: db.selectFrom('plan_orders').selectAll().where('user_id', '=', userId).execute(),
        planPeriods: db.selectFrom('plan_periods').selectAll().where('user_id', '=', userId).execute(),
        subscriptions: db.selectFrom('subscriptions').selectAll().where('viewer_id', '=', userId).execute(),
        subscriptionCharges: db
          .selectFrom('subscription_charges')
          .selectAll()
          .where('subscription_id', 'in', subscriptionIds)
          .execute(),
        invoices: db.selectFrom('invoices').selectAll().where('recipient_id', '=', userId).execute(),
        cardUses: db.selectFrom('stream_uses').selectAll().where('viewer_id', '=', userId).execute(),
        auctionBids: db.selectFrom('auction_bids').selectAll().where('bidder_id', '=', userId).execute(),
        auctionOffers: db.selectFrom('auction_offers').selectAll().where('bidder_id', '=', userId).execute(),
        marathonAdditions: db
          .selectFrom('marathon_additions')
          .selectAll()
          .where('user_id', '=', userId)
          .execute(),
        pushDevices: db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).execute(),
        pushPreferences: db
          .selectFrom('push_preferences')
          .selectAll()
          .where('user_id', '=', userId)
          .execute(),
        contactMessages: db
          .selectFrom('contact_messages')
          .selectAll()
          .where('email_key', '=', email)
          .execute(),
        // A creator's: what they sell, what they earn, how they are paid and taxed.
        cards: db.selectFrom('cards').selectAll().where('creator_id', '=', userId).execute(),
        ledgerEntries: db.selectFrom('ledger_entries').selectAll().where('creator_id', '=', userId).execute(),
        payouts: db.selectFrom('payouts').selectAll().where('creator_id', '=', userId).execute(),
        payoutAccount: db
          .selectFrom('payout_accounts')
          .selectAll()
          .where('creator_id', '=', userId)
          .execute(),
        taxProfile: db.selectFrom('tax_profiles').selectAll().where('creator_id', '=', userId).execute(),
      }
      const names = Object.keys(reads)
      const rows = await Promise.all(Object.values(reads))
      return Object.fromEntries(names.map((name, index) => [name, withoutSecrets(rows[index] ?? [])]))
    },
  }
}

export type ExportRepository = ReturnType<typeof createExportRepository>
