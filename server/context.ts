import type { FastifyBaseLogger } from 'fastify'
import { MAIL_ADMIN_HOURLY_BUDGET, MAIL_CONTACT_HOURLY_BUDGET } from '../contract/constants'
import type { Config } from './config'
import { createCardsRepository, toCardForSale } from './db/cards-repository'
import type { DatabaseHandle } from './db/database'
import { createLedgerRepository } from './db/ledger-repository'
import { createOtpsRepository } from './db/otps-repository'
import { createPaymentOrdersRepository, createPlanOrdersRepository } from './db/payment-orders-repository'
import { createPurchasesRepository } from './db/purchases-repository'
import { createSessionsRepository } from './db/sessions-repository'
import { createSettingsRepository, SETTINGS_KEYS } from './db/settings-repository'
import { createUsersRepository, planOf } from './db/users-repository'
import { createTwoFactor } from './services/admin-two-factor'
import { createBodyCache, createTtlCache } from './services/catalogue-cache'
import { createClock } from './services/clock'
import { installCommonPasswordCheck } from './services/common-passwords'
import { warnAdminsOfMailBudget } from './services/mail-budget-warning'
import { createMailer, type SmtpSettings } from './services/mailer'
import { createOtpService } from './services/otp'
import { createOverlayBus } from './services/overlay/bus'
import { createChallengeSchedule } from './services/overlay/challenge-schedule'
import { createPayments } from './services/payments/payments'
import { createPayoutServices } from './services/payouts/payout-services'
import { createLiveQueue } from './services/stream/live-queue'
import { createTokenService, deriveKeys, resolveJwtSecret } from './services/tokens'

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
