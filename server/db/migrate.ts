import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely'
import * as accounts from './migrations/001-accounts'
import * as marketplace from './migrations/002-marketplace'
import * as overlay from './migrations/003-overlay'
import * as admin from './migrations/004-admin'
import * as contact from './migrations/005-contact'
import * as activityIndexes from './migrations/006-activity-indexes'
import * as sessionRevocation from './migrations/007-session-revocation'
import * as mailLog from './migrations/008-mail-log'
import * as plans from './migrations/009-plans'
import * as analyticsIndexes from './migrations/010-analytics-indexes'
import * as money from './migrations/011-money'
import * as streamControl from './migrations/012-stream-control'
import * as mailOutbox from './migrations/013-mail-outbox'
import * as analyticsRefundsIndex from './migrations/014-analytics-refunds-index'
import * as delivery from './migrations/015-delivery'
import * as usernameKey from './migrations/016-username-key'
import * as userSessions from './migrations/017-user-sessions'
import * as mailKinds from './migrations/018-mail-kinds'
import * as orphanPayments from './migrations/019-orphan-payments'
import * as adminLockout from './migrations/020-admin-lockout'
import * as adminTwoFactor from './migrations/021-admin-two-factor'
import * as adminSessions from './migrations/022-admin-sessions'
import * as subscriptionTiers from './migrations/023-subscription-tiers'
import * as subscriptions from './migrations/024-subscriptions'
import * as subscriberCards from './migrations/025-subscriber-cards'
import * as pastDue from './migrations/026-past-due'
import * as chargeRefunds from './migrations/027-charge-refunds'
import * as razorpaySubscriptions from './migrations/028-razorpay-subscriptions'
import * as proRenewals from './migrations/029-pro-renewals'
import * as marathons from './migrations/030-marathons'
import * as auctions from './migrations/031-auctions'
import * as tax from './migrations/032-tax'
import * as disputes from './migrations/033-disputes'
import * as otpStrayGuesses from './migrations/034-otp-stray-guesses'
import * as overlayStreamCounts from './migrations/035-overlay-stream-counts'
import * as lineIndexes from './migrations/036-line-indexes'
import * as lineSeq from './migrations/037-line-seq'
import * as subscriptionCheckouts from './migrations/038-subscription-checkouts'
import * as payoutPinning from './migrations/039-payout-pinning'
import * as loginGuards from './migrations/040-login-guards'
import * as auctionMoney from './migrations/042-auction-money'
import * as viewerApprovals from './migrations/043-viewer-approvals'
import * as signupDevices from './migrations/044-signup-devices'
import * as mailMarks from './migrations/046-mail-marks'
import * as adminRecoveryCodes from './migrations/047-admin-recovery-codes'
import * as webPush from './migrations/050-web-push'
import * as indicSkeletons from './migrations/051-indic-skeletons'
import * as communityCards from './migrations/052-community-cards'
import * as grievances from './migrations/053-grievances'
import * as minorConsent from './migrations/054-minor-consent'
import * as accountLocale from './migrations/055-account-locale'
import * as battles from './migrations/056-battles'
import * as flashLookups from './migrations/057-flash-lookups'
import type { Database } from './schema'

// Migrations are imported, not read from disk, so they work the same under tsx, bundlers and tests.
// Append new ones with a number above every one that has shipped (Kysely's Migrator refuses a
// database whose last migration sorts after a pending one); never edit one that has shipped.
const migrations: Record<string, Migration> = {
  '001-accounts': accounts,
  '002-marketplace': marketplace,
  '003-overlay': overlay,
  '004-admin': admin,
  '005-contact': contact,
  '006-activity-indexes': activityIndexes,
  '007-session-revocation': sessionRevocation,
  '008-mail-log': mailLog,
  '009-plans': plans,
  '010-analytics-indexes': analyticsIndexes,
  '011-money': money,
  '012-stream-control': streamControl,
  '013-mail-outbox': mailOutbox,
  '014-analytics-refunds-index': analyticsRefundsIndex,
  '015-delivery': delivery,
  '016-username-key': usernameKey,
  '017-user-sessions': userSessions,
  '018-mail-kinds': mailKinds,
  '019-orphan-payments': orphanPayments,
  '020-admin-lockout': adminLockout,
  '021-admin-two-factor': adminTwoFactor,
  '022-admin-sessions': adminSessions,
  '023-subscription-tiers': subscriptionTiers,
  '024-subscriptions': subscriptions,
  '025-subscriber-cards': subscriberCards,
  '026-past-due': pastDue,
  '027-charge-refunds': chargeRefunds,
  '028-razorpay-subscriptions': razorpaySubscriptions,
  '029-pro-renewals': proRenewals,
  '030-marathons': marathons,
  '031-auctions': auctions,
  '032-tax': tax,
  '033-disputes': disputes,
  '034-otp-stray-guesses': otpStrayGuesses,
  '035-overlay-stream-counts': overlayStreamCounts,
  '036-line-indexes': lineIndexes,
  '037-line-seq': lineSeq,
  '038-subscription-checkouts': subscriptionCheckouts,
  '039-payout-pinning': payoutPinning,
  '040-login-guards': loginGuards,
  '042-auction-money': auctionMoney,
  '043-viewer-approvals': viewerApprovals,
  '044-signup-devices': signupDevices,
  '046-mail-marks': mailMarks,
  '047-admin-recovery-codes': adminRecoveryCodes,
  '050-web-push': webPush,
  '051-indic-skeletons': indicSkeletons,
  '052-community-cards': communityCards,
  '053-grievances': grievances,
  '054-minor-consent': minorConsent,
  '055-account-locale': accountLocale,
  '056-battles': battles,
  '057-flash-lookups': flashLookups,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

/**
 * Runs pending migrations. On PostgreSQL `schema` names where the migration bookkeeping lives: Kysely
 * looks for its tables in every schema otherwise, and one database may hold several (tests do).
 */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
  }
}
