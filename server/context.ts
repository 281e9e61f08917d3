import type { FastifyBaseLogger } from 'fastify'
import { MAIL_ADMIN_HOURLY_BUDGET, MAIL_CONTACT_HOURLY_BUDGET } from '../contract/constants'
import type { Config } from './config'
import type { DatabaseHandle } from './db/database'
import { createClock } from './lib/clock'
import { installCommonPasswordCheck } from './modules/accounts/common-passwords'
import { createOtpService } from './modules/accounts/otp'
import { createOtpsRepository } from './modules/accounts/otps-repository'
import { createSessionsRepository } from './modules/accounts/sessions-repository'
import { createTokenService, deriveKeys, resolveJwtSecret } from './modules/accounts/tokens'
import { createUsersRepository, planOf } from './modules/accounts/users-repository'
import { createTwoFactor } from './modules/admin/admin-two-factor'
import { createCardsRepository, toCardForSale } from './modules/catalogue/cards-repository'
import { createBodyCache, createTtlCache } from './modules/catalogue/catalogue-cache'
import { warnAdminsOfMailBudget } from './modules/mail/mail-budget-warning'
import { createMailer, type SmtpSettings } from './modules/mail/mailer'
import { createLedgerRepository } from './modules/money/ledger-repository'
import { createPayoutServices } from './modules/money/payouts/payout-services'
import { createOverlayBus } from './modules/overlay/bus'
import { createChallengeSchedule } from './modules/overlay/challenge-schedule'
import {
  createPaymentOrdersRepository,
  createPlanOrdersRepository,
} from './modules/purchases/payment-orders-repository'
import { createPayments } from './modules/purchases/payments/payments'
import { createPurchasesRepository } from './modules/purchases/purchases-repository'
import { createSettingsRepository, SETTINGS_KEYS } from './modules/settings/settings-repository'
import { createLiveQueue } from './modules/stream/live-queue'

/** Everything a route needs, built once per server instance and handed to the routes. */
export async function createContext(config: Config, database: DatabaseHandle, log: FastifyBaseLogger) {
  // Every password chosen on this server is checked against the common-password list (server only).
  installCommonPasswordCheck()
  const { db } = database
  const settings = createSettingsRepository(db)
  const users = createUsersRepository(db)
  const otps = createOtpsRepository(db)
  const cards = createCardsRepository(db)
  // One key per use, derived from the one secret (tokens signed with the secret itself, before
  // this, are refused: their holders sign in again).
  const keys = deriveKeys(await resolveJwtSecret(config.jwtSecret, settings))
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log,
    // The admin SMTP settings (key 'smtp'), where filled in, win over SMTP_URL.
    loadSmtpSettings: () => settings.get<SmtpSettings>(SETTINGS_KEYS.smtp),
    // Every mail is counted here (hourly budgets per kind, per-recipient throttle), across instances.
    db,
    hourlyBudgets: {
      account: config.mailHourlyBudget,
      signup: config.mailSignupHourlyBudget,
      contact: MAIL_CONTACT_HOURLY_BUDGET,
      admin: MAIL_ADMIN_HOURLY_BUDGET,
    },
    limitClients: config.rateLimit,
    onBudgetHalfSpent: (category, sent, budget) => warnAdminsOfMailBudget(db, mailer, category, sent, budget),
  })
  /** The money clock: holds and payout dates (CLOCK_OFFSET_FILE moves it in tests); marathons too. */
  const clock = createClock(config.clockOffsetFile)
  const overlayBus = createOverlayBus(database, { log, clock })
  // The market's two lists, changed together (a creator's name, role or cards): one invalidation.
  const catalogueBody = createBodyCache(async () => ({
    status: 'success' as const,
    cards: (await cards.listOnSale()).map((row) =>
      toCardForSale(row, { plan: row.seller_plan, pro_until: row.seller_pro_until }),
    ),
  }))
  const streamers = createTtlCache(async () => {
    const creators = await users.listCreators()
    // Creator Pro streamers first (the listing Pro promises), each group by name.
    return creators.sort((a, b) => Number(planOf(b) === 'pro') - Number(planOf(a) === 'pro'))
  })
  return {
    config,
    database,
    db,
    settings,
    users,
    sessions: createSessionsRepository(db, 'user_sessions'),
    mailer,
    tokens: createTokenService(keys.tokenSigning),
    /** Administrators' TOTP secrets, sealed with a key of their own. */
    twoFactor: createTwoFactor(keys.totpSeal),
    otp: createOtpService({ otps, mailer, key: keys.otpHmac }),
    otps,
    cards,
    purchases: createPurchasesRepository(db),
    paymentOrders: createPaymentOrdersRepository(db),
    planOrders: createPlanOrdersRepository(db),
    /** The append-only money ledger (balances are sums of its entries). */
    ledger: createLedgerRepository(db),
    clock,
    payments: createPayments(config, settings, keys.simulatedPayments),
    /** Creators' payout accounts, the payouts and the providers that send them. */
    payoutServices: createPayoutServices(config, db),
    /** The market's `getCards` body, serialized and gzipped once per change. */
    catalogue: {
      get: catalogueBody.get,
      invalidate() {
        catalogueBody.invalidate()
        streamers.invalidate()
      },
    },
    /** Every creator, Pro first, for `getStreamers` (invalidated with the catalogue). */
    streamers,
    overlayBus,
    /** Each streamer's line of used cards and its delivery to their overlays. */
    liveQueue: createLiveQueue({ db, clock, overlayBus }),
    /** The timed challenges; started and stopped with the app (plugins/background-work.ts). */
    challengeSchedule: createChallengeSchedule({
      db,
      bus: overlayBus,
      intervalMs: config.challengeIntervalMs,
      log,
    }),
  }
}

export type AppContext = Awaited<ReturnType<typeof createContext>>
