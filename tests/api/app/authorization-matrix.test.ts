import { createECDH, createHmac, randomBytes } from 'node:crypto'
import type { RouteOptions } from 'fastify'
import { beforeAll, expect, it } from 'vitest'
import { CREATOR_PRO_PRICE_RUPEES } from '../../../contract/constants'
import { rupeesToPaise } from '../../../contract/money'
import { paths } from '../../../contract/paths'
import { DEFAULT_STREAM_SETTINGS } from '../../../contract/stream'
import { registeredRoutes } from '../../../server/app'
import { newId } from '../../../server/db/ids'
import type { CardRow, PurchaseRow } from '../../../server/db/schema-marketplace'
import { openDispute } from '../../../server/modules/money/disputes/dispute-decisions'
import { storeOverlayEvent } from '../../../server/modules/realtime/bus'
import { createStreamUsesRepository } from '../../../server/modules/stream/stream-uses-repository'
import { recordSubscriptionCharge } from '../../../server/modules/subscriptions/charges'
import { createSubscriptionsRepository } from '../../../server/modules/subscriptions/subscriptions-repository'
import { sampleCard } from '../../support/cards'
import { FACTORY_PASSWORD, uniqueName } from '../../support/factories'
import {
  createIdentities,
  IDENTITY_DESCRIPTIONS,
  IDENTITY_NAMES,
  type Identities,
  type Identity,
  type IdentityName,
  type Principal,
} from '../../support/identities'
import { sampleCard as sampleOverlayCard } from '../../support/overlay'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Abuse suite, item 1: who may call what. Every route registered (server/app.ts `registeredRoutes`,
// read when the test runs) has an entry below saying who may call it, and every route is called as
// every identity of tests/support/identities.ts: refused identities get exactly the refusal the route
// declares, allowed ones anything but a refusal, and no combination a 500. A route without an entry
// fails the first test, by name.
//
// Order of checks: user routes authenticate in a preHandler hook (after body validation), the stream
// URL routes and the admin area in an onRequest hook (before it). So every request carries a valid
// body: the refusals asserted are the guards', never a 400 from validation standing in front of them.

const ADMIN = { email: 'matrix-admin@cardcast.test', password: 'admin-secret-1' }

/** A browser's subscription on a push service nobody runs (the server only stores it). */
function pushSubscriptionOfNobody() {
  const ecdh = createECDH('prime256v1')
  return {
    endpoint: `https://push.example.test/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  }
}
const WEBHOOK_SECRET = 'matrix-webhook-secret'
const CONCURRENCY = 8

/** Who may call a route. */
type Access =
  /** Anyone: a token, good or bad, is ignored. */
  | 'public'
  /** Any signed-in user (viewer or creator); everyone else 401 `{status: 'jwterror'}`. */
  | 'user'
  /** A signed-in creator on either plan; a viewer 403. */
  | 'creator'
  /** A creator on Creator Pro; a viewer or a creator on the free plan 403. */
  | 'pro'
  /** An administrator; everyone else 401 `{status: 'error'}`. */
  | 'admin'
  /** Only the user who owns the resource the request names; other signed-in users get `others`. */
  | { owner: Principal; others: 403 | 404 }
  /** The overlay's stream key in the query, whatever the token: an unknown key is 404. */
  | { overlayKey: 'valid' | 'unknown' }
  /** The provider's signature of the raw body, whatever the token: a wrong one is 400. */
  | { webhook: 'signed' | 'forged' }

const categoryOf = (access: Access): string =>
  typeof access === 'string'
    ? access
    : 'owner' in access
      ? 'owner'
      : 'overlayKey' in access
        ? 'overlay-key'
        : 'webhook'

interface Request {
  /** The route's url when left out (routes without path parameters). */
  path?: string
  json?: unknown
  raw?: string
  form?: FormData
  headers?: Record<string, string>
}

interface Call {
  /** Who calls: a throwaway principal of the same kind in a `throwaway` case. */
  as: Identity
  /** The owner of what an owner-only request names: the caller when the caller is the owner. */
  owner: Identity
  world: World
}

interface Case {
  access: Access
  /** Which request this is, when an entry has several. */
  what?: string
  /** The call changes its caller (logout, a role or plan change, a new stream key, a new password). */
  throwaway?: true
  /** The route answers an event stream: its headers come at once (ANSWER_WITHIN_MS.stream). */
  stream?: true
  request?: (call: Call) => Request | Promise<Request>
}

/** What the matrix needs from the server: fixtures, and resources made fresh for one request. */
interface World {
  ids: Record<IdentityName, Identity>
  freeCard: CardRow
  pricedCard: CardRow
  /** A free and a priced card of another Pro creator: what every identity, the Pro one too, may buy. */
  strangersFreeCard: CardRow
  strangersPricedCard: CardRow
  streamKey: string
  uploadPath: string
  card(owner: Identity): Promise<CardRow>
  /** A subscription tier `owner` offers, its id. */
  tier(owner: Identity): Promise<string>
  /** A live auction of `owner`'s card (of a stranger's when left out), its id. */
  auction(owner?: Identity): Promise<string>
  /** An open community card of `owner`'s card (of a stranger's when left out), its id. */
  community(owner?: Identity): Promise<string>
  /** A paid contribution order of `viewer` to a stranger's open community card. */
  pledgeOrder(viewer: Identity): Promise<{ communityId: string; orderId: string; paymentId: string }>
  /** A creator who is none of the identities, free to battle: their username. */
  streamer(): Promise<string>
  /** A battle a stranger invited `opponent` to, pending or running, its id. */
  battle(opponent: Identity, status: 'pending' | 'running'): Promise<string>
  /** A running marathon of `owner`, its id. */
  marathon(owner: Identity): Promise<string>
  /** A tier of a Pro streamer who is none of the identities (anyone may subscribe to it), its id. */
  strangersTier(): Promise<string>
  /** A subscription `viewer` opened to a stranger's tier, not yet paid, and its simulated payment. */
  openSubscription(viewer: Identity): Promise<SimulatedPayment>
  /** The id of a paid subscription of `viewer` to a stranger's tier. */
  paidSubscription(viewer: Identity): Promise<string>
  /** The id of the tax invoice of a subscription `viewer` paid. */
  invoice(viewer: Identity): Promise<string>
  /** The id of an open dispute of a subscription charge. */
  dispute(): Promise<string>
  /** The id of an open grievance, not yet answered. */
  grievance(): Promise<string>
  purchase(buyer: Identity): Promise<PurchaseRow>
  /** A use held for approval on `streamer`'s stream (a card of theirs, used by the viewer). */
  heldUse(streamer: Identity): Promise<string>
  /** The overlay event of a use sent to the stream key's streamer's overlay, not yet reported shown. */
  sentEvent(): Promise<number>
  /** A simulated order of the priced card by `buyer` (paid when asked) and the checkout's answer. */
  paymentOrder(buyer: Identity, paid?: boolean): Promise<SimulatedPayment>
  planOrder(buyer: Identity): Promise<SimulatedPayment>
  user(): Promise<{ id: string; email: string }>
}

interface SimulatedPayment {
  orderId: string
  paymentId: string
  signature: string
}

const sampleTier = () => ({ name: uniqueName('Tier'), price: 49, perks: 'Emotes and a monthly card' })
const unknownEmail = () => `${uniqueName('nobody')}@example.test`
const NEW_ADMIN_PASSWORD = 'a-brand-new-passphrase-42'
const webhookEvent = JSON.stringify({ event: 'payment.failed', payload: {} })
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex')

/** One entry per route as registered (`METHOD url`); a HEAD twin of a GET route follows its GET. */
const MATRIX: Record<string, Case | Case[]> = {
  'GET /healthz': { access: 'public' },

  // Accounts and password reset: open by nature; their own checks (credentials, codes, the reset
  // grant cookie) are the subject of the accounts and security tests.
  'POST /auth/user/addUsers': {
    access: 'public',
    request: () => {
      const username = uniqueName('signup')
      return {
        json: {
          username,
          emailId: `${username}@example.test`,
          password: 'secret123',
          dateOfBirth: '1990-01-01',
        },
      }
    },
  },
  'POST /auth/user/login-user': {
    access: 'public',
    request: ({ world }) => ({
      json: { emailId: world.ids.viewer.account?.email, password: world.ids.viewer.account?.password },
    }),
  },
  'POST /auth/user/verify': {
    access: 'public',
    request: () => ({ json: { emailId: unknownEmail(), otp: '123456' } }),
  },
  'POST /auth/user/resend-otp': { access: 'public', request: () => ({ json: { emailId: unknownEmail() } }) },
  'POST /auth/user/forgot-password': {
    access: 'public',
    request: () => ({ json: { email: unknownEmail() } }),
  },
  'POST /auth/user/verify-otp': {
    access: 'public',
    request: () => ({ json: { email: unknownEmail(), otp: '123456' } }),
  },
  'POST /auth/user/reset-password': {
    access: 'public',
    request: () => ({ json: { email: unknownEmail(), password: 'new-secret-123' } }),
  },
  'POST /auth/user/logout': { access: 'user', throwaway: true, request: () => ({ json: {} }) },

  // The signed-in user's own record.
  'GET /auth/user/getUser': { access: 'user' },
  'GET /auth/user/showUserInfo': { access: 'user' },
  'PUT /auth/user/editUser': {
    access: 'user',
    // Their own name again: the call passes every check and changes nothing.
    request: ({ as }) => ({ json: { username: as.account?.username || uniqueName('nobody') } }),
  },
  'GET /auth/user/site-settings': { access: 'public' },
  // The user's own data: the export, and the erasure of a throwaway account (its own password).
  'GET /auth/user/data-export': { access: 'user' },
  'DELETE /auth/user/account': {
    access: 'user',
    throwaway: true,
    request: ({ as }) => ({ json: { password: as.account?.password ?? FACTORY_PASSWORD } }),
  },
  // A child's parent, by the signed links of the mails: no session; a link nobody signed opens nothing.
  'GET /auth/user/parent/child': {
    access: 'public',
    request: () => ({ path: '/auth/user/parent/child?token=unsigned.link' }),
  },
  'POST /auth/user/parent/consent-code': {
    access: 'public',
    request: () => ({ json: { token: 'unsigned.link' } }),
  },
  'POST /auth/user/parent/consent': {
    access: 'public',
    request: () => ({ json: { token: 'unsigned.link', otp: '123456', confirmAdult: true } }),
  },
  'PUT /auth/user/parent/cap': {
    access: 'public',
    request: () => ({ json: { token: 'unsigned.link', monthlyCapRupees: 100 } }),
  },
  'POST /auth/user/parent/withdraw': {
    access: 'public',
    request: () => ({ json: { token: 'unsigned.link' } }),
  },
  // The child waiting for consent: the mail to the parent again (an adult's 409).
  'POST /auth/user/consent/resend': { access: 'user', request: () => ({ json: {} }) },

  // The market.
  'GET /auth/user/getCards': { access: 'public' },
  'GET /auth/user/getStreamers': [
    { access: 'public', what: 'the list' },
    // A streamer's public page reads them by name, signed out.
    {
      access: 'public',
      what: 'one by name',
      request: ({ world }) => ({
        path: `/auth/user/getStreamers?username=${world.ids.pro.account?.username}`,
      }),
    },
  ],
  // A streamer's public page: HTML with the link preview, the same for everyone.
  'GET /s/:username': {
    access: 'public',
    request: ({ world }) => ({ path: `/s/${encodeURIComponent(world.ids.pro.account?.username ?? '')}` }),
  },
  'GET /auth/user/getStreamerCards/:id': {
    access: 'public',
    request: ({ world }) => ({ path: `/auth/user/getStreamerCards/${world.ids.pro.account?.id}` }),
  },
  'GET /auth/user/sessions': { access: 'user' },
  'GET /auth/admin/orphan-payments': { access: 'admin' },
  // A session id of nobody's: the answer is the guard's, or 404 for a signed-in caller.
  'DELETE /auth/user/sessions/:id': {
    access: 'user',
    request: () => ({ path: '/auth/user/sessions/no-such-session' }),
  },
  'POST /auth/user/sessions/end-others': { access: 'user', throwaway: true },

  // Web Push: the key is public; a device's subscription is its signed-in user's.
  'GET /push/public-key': { access: 'public' },
  'POST /auth/user/push-subscriptions': {
    access: 'user',
    request: () => ({ json: pushSubscriptionOfNobody() }),
  },
  // An endpoint nobody subscribed: the guard's answer, or 404 for a signed-in caller.
  'DELETE /auth/user/push-subscriptions': {
    access: 'user',
    request: () => ({ json: { endpoint: `https://push.example.test/${randomBytes(8).toString('hex')}` } }),
  },
  'GET /auth/user/push-preferences': { access: 'user' },
  'PUT /auth/user/push-preferences': {
    access: 'user',
    request: () => ({ json: { language: 'en', off: [] } }),
  },
  'GET /auth/user/use-readiness/:id': {
    access: 'user',
    request: ({ world }) => ({ path: `/auth/user/use-readiness/${world.ids.pro.account?.id}` }),
  },
  'POST /auth/user/createCard': [
    { what: 'a free card', access: 'creator', request: () => ({ json: sampleCard() }) },
    { what: 'a priced card', access: 'pro', request: () => ({ json: sampleCard({ price: 25 }) }) },
  ],
  'DELETE /auth/user/deleteCard/:id': {
    access: { owner: 'creator', others: 403 },
    request: async ({ owner, world }) => ({ path: `/auth/user/deleteCard/${(await world.card(owner)).id}` }),
  },
  'GET /auth/user/getUserCards': { access: 'user' },
  'GET /auth/user/orders': { access: 'user' },
  'POST /auth/user/createTransaction': [
    {
      what: 'a free card',
      access: 'user',
      request: ({ world }) => ({
        json: { cardId: world.strangersFreeCard.id, paymentId: 'free', orderId: 'free' },
      }),
    },
    {
      what: 'a paid order',
      access: { owner: 'viewer', others: 404 },
      request: async ({ owner, world }) => {
        const { orderId, paymentId } = await world.paymentOrder(owner, true)
        return { json: { cardId: world.pricedCard.id, paymentId, orderId } }
      },
    },
  ],
  'POST /auth/user/payment-order': {
    access: 'user',
    request: ({ world }) => ({ json: { cardId: world.strangersPricedCard.id, currency: 'INR' } }),
  },
  'POST /auth/user/payment-simulate': {
    access: { owner: 'viewer', others: 404 },
    request: async ({ owner, world }) => ({
      json: { orderId: (await world.paymentOrder(owner)).orderId, outcome: 'success' },
    }),
  },
  'POST /auth/user/payment-verify': {
    access: { owner: 'viewer', others: 404 },
    request: async ({ owner, world }) => ({ json: await world.paymentOrder(owner) }),
  },
  'POST /auth/user/useCard': {
    access: { owner: 'viewer', others: 404 },
    request: async ({ owner, world }) => ({
      json: { cardId: world.freeCard.id, transactionId: (await world.purchase(owner)).id },
    }),
  },
  'POST /auth/user/razorpay-webhook': [
    {
      what: 'signed with the webhook secret',
      access: { webhook: 'signed' },
      request: () => ({
        raw: webhookEvent,
        headers: { 'x-razorpay-signature': hmac(WEBHOOK_SECRET, webhookEvent) },
      }),
    },
    {
      what: 'signed with another secret',
      access: { webhook: 'forged' },
      request: () => ({
        raw: webhookEvent,
        headers: { 'x-razorpay-signature': hmac('another', webhookEvent) },
      }),
    },
  ],
  'POST /grievances': {
    access: 'public',
    request: () => ({
      json: {
        name: 'Matrix',
        email: unknownEmail(),
        about: 'card',
        complaint: 'Checking the grievance form.',
      },
    }),
  },
  'GET /grievances/officer': { access: 'public' },
  'GET /auth/user/sellers/:id': {
    access: 'public',
    request: ({ world }) => ({ path: `/auth/user/sellers/${world.ids.pro.account?.id}` }),
  },
  'POST /auth/user/sendContactMessage': {
    access: 'public',
    request: () => ({
      json: {
        name: 'Matrix',
        email: unknownEmail(),
        subject: 'Hello',
        message: 'Checking the contact form.',
      },
    }),
  },

  // Creator plans and figures.
  'POST /auth/user/become-creator': { access: 'user', throwaway: true, request: () => ({ json: {} }) },
  'GET /auth/user/plan': { access: 'user' },
  'POST /auth/user/plan-order': { access: 'user', request: () => ({ json: { plan: 'pro' } }) },
  'POST /auth/user/plan-renewal': { access: 'user', request: () => ({ json: { renews: false } }) },
  'POST /auth/user/plan-verify': {
    access: { owner: 'viewer', others: 404 },
    throwaway: true,
    request: async ({ owner, world }) => ({ json: await world.planOrder(owner) }),
  },
  'GET /auth/user/analytics': { access: 'pro' },

  // The overlay.
  'GET /overlay/events': [
    {
      what: "the streamer's key",
      access: { overlayKey: 'valid' },
      stream: true,
      request: ({ world }) => ({ path: `/overlay/events?key=${world.streamKey}` }),
    },
    {
      what: 'an unknown key',
      access: { overlayKey: 'unknown' },
      request: () => ({ path: '/overlay/events?key=nope' }),
    },
  ],
  'POST /overlay/shown': [
    {
      what: "the streamer's key and a card it was sent",
      access: { overlayKey: 'valid' },
      request: async ({ world }) => ({ json: { key: world.streamKey, eventId: await world.sentEvent() } }),
    },
    {
      what: 'an unknown key',
      access: { overlayKey: 'unknown' },
      request: async ({ world }) => ({ json: { key: 'nope', eventId: await world.sentEvent() } }),
    },
  ],
  'GET /auth/user/showStreamerURL': { access: 'creator' },
  'GET /auth/user/earnings': { access: 'creator' },
  'GET /auth/user/earnings/entries': { access: 'creator' },
  'GET /auth/user/payout-account': { access: 'creator' },
  'GET /auth/user/kyc': { access: 'creator' },
  'GET /auth/user/earnings/statement': { access: 'creator' },
  'GET /auth/user/earnings/statement.csv': { access: 'creator' },
  'GET /auth/user/earnings/statement.pdf': { access: 'creator' },
  'PUT /auth/user/kyc': {
    access: 'creator',
    request: () => ({ json: { legalName: 'Matrix Creator', pan: 'ABCPM1234F', password: FACTORY_PASSWORD } }),
  },
  'PUT /auth/user/payout-account': {
    access: 'creator',
    request: () => ({ json: { upiId: 'matrix@okicici', password: FACTORY_PASSWORD } }),
  },
  'POST /auth/user/regenerateStreamerURL': { access: 'creator', throwaway: true },
  'GET /auth/user/overlay-status': { access: 'user' },
  'POST /auth/user/overlay/test-card': { access: 'creator' },
  'GET /auth/user/next-challenge': { access: 'public' },

  // The streamer in control: settings, the live queue (each use the streamer's alone), a card's
  // cooldowns and sound, and the signed-in user's live updates.
  // Subscription tiers: offered and changed on Creator Pro, each the streamer's alone.
  'GET /auth/user/subscription-tiers': { access: 'creator' },
  'POST /auth/user/subscription-tiers': {
    access: 'pro',
    throwaway: true,
    request: () => ({ json: sampleTier() }),
  },
  'PUT /auth/user/subscription-tiers/:id': {
    access: { owner: 'pro', others: 403 },
    request: async ({ owner, world }) => ({
      path: `/auth/user/subscription-tiers/${await world.tier(owner)}`,
      json: sampleTier(),
    }),
  },
  'DELETE /auth/user/subscription-tiers/:id': {
    access: { owner: 'pro', others: 403 },
    request: async ({ owner, world }) => ({
      path: `/auth/user/subscription-tiers/${await world.tier(owner)}`,
    }),
  },

  // Marathons: any creator starts one; each is its streamer's alone.
  'POST /auth/user/avatar': {
    access: 'creator',
    request: () => ({ form: upload('avatar', tinyPng(), 'me.png') }),
  },
  'GET /auth/user/marathons/current': { access: 'creator' },
  'POST /auth/user/marathons': {
    access: 'creator',
    throwaway: true,
    request: () => ({ json: { startMinutes: 30, secondsPerRupee: 6, secondsPerFreeUse: 30 } }),
  },
  ...Object.fromEntries(
    (['pause', 'resume', 'end'] as const).map((action) => [
      `POST /auth/user/marathons/:id/${action}`,
      {
        access: { owner: 'creator', others: 403 },
        request: async ({ owner, world }: Call) => ({
          path: `/auth/user/marathons/${await world.marathon(owner)}/${action}`,
        }),
      } satisfies Case,
    ]),
  ),

  // Auctions: any creator auctions a card of theirs; any signed-in user reads and bids; only the
  // streamer cancels; paying needs an offer of one's own (else 404).
  'POST /auth/user/auctions': {
    access: 'creator',
    throwaway: true,
    request: async ({ as, world }) => ({
      json: {
        cardId: as.account ? (await world.card(as)).id : world.freeCard.id,
        reserve: 50,
        durationMinutes: 5,
      },
    }),
  },
  'GET /auth/user/auctions/mine': { access: 'creator' },
  'GET /auth/user/auctions/to-pay': { access: 'user' },
  'GET /auth/user/auctions/live/:id': {
    access: 'user',
    request: ({ world }) => ({ path: `/auth/user/auctions/live/${world.ids.pro.account?.id}` }),
  },
  'GET /auth/user/auctions/:id': {
    access: 'user',
    request: async ({ world }) => ({ path: `/auth/user/auctions/${await world.auction()}` }),
  },
  'POST /auth/user/auctions/:id/bids': {
    access: 'user',
    request: async ({ world }) => ({
      path: `/auth/user/auctions/${await world.auction()}/bids`,
      json: { amount: 50 },
    }),
  },
  'POST /auth/user/auctions/:id/pay': {
    access: 'user',
    request: async ({ world }) => ({ path: `/auth/user/auctions/${await world.auction()}/pay` }),
  },
  'POST /auth/user/auctions/:id/cancel': {
    access: { owner: 'creator', others: 403 },
    request: async ({ owner, world }) => ({
      path: `/auth/user/auctions/${await world.auction(owner)}/cancel`,
    }),
  },

  // Community cards: a Pro creator starts one of a card of theirs; any signed-in user reads and chips
  // in; a contribution is confirmed only by its payer (else 404); only the streamer cancels.
  'POST /auth/user/community-cards': {
    access: 'pro',
    throwaway: true,
    request: async ({ as, world }) => ({
      json: { cardId: as.account ? (await world.card(as)).id : world.freeCard.id, goal: 200, minutes: 5 },
    }),
  },
  'GET /auth/user/community-cards/mine': { access: 'user' },
  'GET /auth/user/community-cards/live/:id': {
    access: 'user',
    request: ({ world }) => ({ path: `/auth/user/community-cards/live/${world.ids.pro.account?.id}` }),
  },
  'GET /auth/user/community-cards/:id': {
    access: 'user',
    request: async ({ world }) => ({ path: `/auth/user/community-cards/${await world.community()}` }),
  },
  'POST /auth/user/community-cards/:id/pledges': {
    access: 'user',
    request: async ({ world }) => ({
      path: `/auth/user/community-cards/${await world.community()}/pledges`,
      json: { amount: 10 },
    }),
  },
  'POST /auth/user/community-cards/:id/pledges/confirm': {
    access: { owner: 'viewer', others: 404 },
    request: async ({ owner, world }) => {
      const { communityId, orderId, paymentId } = await world.pledgeOrder(owner)
      return {
        path: `/auth/user/community-cards/${communityId}/pledges/confirm`,
        json: { orderId, paymentId },
      }
    },
  },
  'POST /auth/user/community-cards/:id/cancel': {
    access: { owner: 'creator', others: 403 },
    request: async ({ owner, world }) => ({
      path: `/auth/user/community-cards/${await world.community(owner)}/cancel`,
    }),
  },

  // Card battles: a Pro creator invites (any creator); only the invited streamer answers, only its
  // two streamers end it (anyone else 403: a forged answer); any creator reads their own.
  'POST /auth/user/battles': {
    access: 'pro',
    throwaway: true,
    request: async ({ as, world }) => ({
      json: {
        opponent: await world.streamer(),
        minutes: 5,
        forfeitCardId: as.account ? (await world.card(as)).id : world.freeCard.id,
      },
    }),
  },
  'GET /auth/user/battles/current': { access: 'creator' },
  'POST /auth/user/battles/:id/accept': {
    access: { owner: 'creator', others: 403 },
    request: async ({ owner, world }) => ({
      path: `/auth/user/battles/${await world.battle(owner, 'pending')}/accept`,
      json: { forfeitCardId: (await world.card(owner)).id },
    }),
  },
  'POST /auth/user/battles/:id/decline': {
    access: { owner: 'creator', others: 403 },
    request: async ({ owner, world }) => ({
      path: `/auth/user/battles/${await world.battle(owner, 'pending')}/decline`,
    }),
  },
  'POST /auth/user/battles/:id/end': {
    access: { owner: 'creator', others: 403 },
    request: async ({ owner, world }) => ({
      path: `/auth/user/battles/${await world.battle(owner, 'running')}/end`,
    }),
  },

  // Subscribing: the tiers are public; each subscription is its subscriber's alone.
  'GET /auth/user/getStreamerTiers/:id': {
    access: 'public',
    request: ({ world }) => ({ path: `/auth/user/getStreamerTiers/${world.ids.pro.account?.id}` }),
  },
  'POST /auth/user/subscriptions': {
    access: 'user',
    throwaway: true,
    request: async ({ world }) => ({ json: { tierId: await world.strangersTier() } }),
  },
  'POST /auth/user/subscription-verify': {
    access: { owner: 'viewer', others: 404 },
    request: async ({ owner, world }) => ({ json: await world.openSubscription(owner) }),
  },
  'GET /auth/user/subscriptions': { access: 'user' },
  'POST /auth/user/subscriptions/:id/cancel': {
    access: { owner: 'viewer', others: 404 },
    request: async ({ owner, world }) => ({
      path: `/auth/user/subscriptions/${await world.paidSubscription(owner)}/cancel`,
      json: {},
    }),
  },
  'POST /auth/user/subscriptions/:id/pay': {
    access: { owner: 'viewer', others: 404 },
    request: async ({ owner, world }) => ({
      path: `/auth/user/subscriptions/${await world.paidSubscription(owner)}/pay`,
      json: {},
    }),
  },
  'POST /auth/user/subscriptions/:id/resume': {
    access: { owner: 'viewer', others: 404 },
    request: async ({ owner, world }) => ({
      path: `/auth/user/subscriptions/${await world.paidSubscription(owner)}/resume`,
      json: {},
    }),
  },

  // Anyone signed in lists their own tax documents; a document's PDF is its recipient's alone.
  'GET /auth/user/invoices': { access: 'user' },
  'GET /auth/user/billing-state': { access: 'user' },
  'GET /auth/user/invoices/:id.pdf': {
    access: { owner: 'viewer', others: 404 },
    request: async ({ owner, world }) => ({ path: `/auth/user/invoices/${await world.invoice(owner)}.pdf` }),
  },

  // Any signed-in user may ask; the perks are checked after (a free card needs no allowance: 400).
  'POST /auth/user/allowance-claims': {
    access: 'user',
    request: ({ world }) => ({ json: { cardId: world.freeCard.id } }),
  },

  'GET /auth/user/stream-settings': { access: 'creator' },
  'PUT /auth/user/stream-settings': { access: 'creator', request: () => ({ json: DEFAULT_STREAM_SETTINGS }) },
  'GET /auth/user/stream-queue': { access: 'creator' },
  'POST /auth/user/stream-queue/:id/approve': {
    access: { owner: 'creator', others: 403 },
    request: async ({ owner, world }) => ({
      path: `/auth/user/stream-queue/${await world.heldUse(owner)}/approve`,
    }),
  },
  'POST /auth/user/stream-queue/:id/reject': {
    access: { owner: 'creator', others: 403 },
    request: async ({ owner, world }) => ({
      path: `/auth/user/stream-queue/${await world.heldUse(owner)}/reject`,
      json: { reason: 'Not on this stream' },
    }),
  },
  'POST /auth/user/stream-queue/replay/:id': {
    access: { owner: 'creator', others: 403 },
    request: async ({ owner, world }) => ({
      path: `/auth/user/stream-queue/replay/${await world.heldUse(owner)}`,
    }),
  },
  'POST /auth/user/uses/:id/withdraw': {
    access: { owner: 'viewer', others: 404 },
    request: async ({ world }) => ({
      path: `/auth/user/uses/${await world.heldUse(world.ids.pro)}/withdraw`,
    }),
  },
  'POST /auth/user/stream-queue/skip': { access: 'creator' },
  'POST /auth/user/stream-queue/pause': { access: 'creator' },
  'POST /auth/user/stream-queue/resume': { access: 'creator' },
  'POST /auth/user/stream-queue/clear': { access: 'creator' },
  'PUT /auth/user/cards/:id': {
    access: { owner: 'creator', others: 403 },
    request: async ({ owner, world }) => ({
      path: `/auth/user/cards/${(await world.card(owner)).id}`,
      json: { cooldownSeconds: 5, sound: 'chime' },
    }),
  },
  'GET /auth/user/live-updates': { access: 'user', stream: true },

  // The admin area: login and the reset flow are open, everything else behind the admin guard.
  'POST /auth/admin/login': { access: 'public', request: () => ({ json: ADMIN }) },
  'POST /auth/admin/forgot-password': {
    access: 'public',
    request: () => ({ json: { email: `${uniqueName('nobody')}@cardcast.test` } }),
  },
  'POST /auth/admin/reset-password': {
    access: 'public',
    request: () => ({ json: { token: 'not-a-reset-token', newPassword: NEW_ADMIN_PASSWORD } }),
  },
  'POST /auth/admin/logout': { access: 'admin', throwaway: true },
  'GET /auth/admin/sessions': { access: 'admin' },
  'DELETE /auth/admin/sessions/:id': {
    access: 'admin',
    request: () => ({ path: '/auth/admin/sessions/0123456789abcdef01234567' }),
  },
  'POST /auth/admin/sessions/end-others': { access: 'admin', throwaway: true, request: () => ({ json: {} }) },
  'POST /auth/admin/2fa/setup': { access: 'admin', throwaway: true, request: () => ({ json: {} }) },
  // A code no secret is waiting for (409), or a wrong password (400): only the guard is tried here.
  'POST /auth/admin/2fa/enable': {
    access: 'admin',
    throwaway: true,
    request: () => ({ json: { code: '000000' } }),
  },
  'POST /auth/admin/2fa/disable': {
    access: 'admin',
    throwaway: true,
    request: () => ({ json: { password: 'not-the-password', code: '000000' } }),
  },
  // Two-factor is off for the matrix's administrator (409): only the guard is tried here.
  'POST /auth/admin/2fa/recovery-codes': {
    access: 'admin',
    throwaway: true,
    request: () => ({ json: { password: 'not-the-password', code: '000000' } }),
  },
  'GET /auth/admin/dashboard/stats': { access: 'admin' },
  'GET /auth/admin/dashboard/warnings': { access: 'admin' },
  'GET /auth/admin/dashboard/activity': { access: 'admin' },
  'GET /auth/admin/users': { access: 'admin' },
  'POST /auth/admin/users': {
    access: 'admin',
    request: () => {
      const username = uniqueName('member')
      return {
        json: {
          username,
          emailId: `${username}@example.test`,
          password: 'secret123',
          dateOfBirth: '1999-04-30',
        },
      }
    },
  },
  'PUT /auth/admin/users/:emailId': {
    access: 'admin',
    request: async ({ world }) => ({
      path: `/auth/admin/users/${encodeURIComponent((await world.user()).email)}`,
      json: { description: 'Edited by the authorization matrix.' },
    }),
  },
  'DELETE /auth/admin/users/:id': {
    access: 'admin',
    request: async ({ world }) => ({ path: `/auth/admin/users/${(await world.user()).id}` }),
  },
  'GET /auth/admin/cards': { access: 'admin' },
  'GET /auth/admin/cards/summary': { access: 'admin' },
  'GET /auth/admin/cards/usage-counts': { access: 'admin' },
  'DELETE /auth/admin/cards/:id': {
    access: 'admin',
    request: async ({ world }) => ({ path: `/auth/admin/cards/${(await world.card(world.ids.pro)).id}` }),
  },
  'GET /auth/admin/transactions': { access: 'admin' },
  'GET /auth/admin/transactions/active': { access: 'admin' },
  'GET /auth/admin/transactions/revenue': { access: 'admin' },
  'DELETE /auth/admin/transactions/:id': {
    access: 'admin',
    request: async ({ world }) => ({
      path: `/auth/admin/transactions/${(await world.purchase(world.ids.viewer)).id}`,
    }),
  },
  'GET /auth/admin/subscription-charges': { access: 'admin' },
  'GET /auth/admin/invoices': { access: 'admin' },
  'GET /auth/admin/disputes': { access: 'admin' },
  'GET /auth/admin/disputes/:id': {
    access: 'admin',
    request: async ({ world }) => ({ path: `/auth/admin/disputes/${await world.dispute()}` }),
  },
  'POST /auth/admin/disputes/:id/submit': {
    access: 'admin',
    request: async ({ world }) => ({
      path: `/auth/admin/disputes/${await world.dispute()}/submit`,
      json: { summary: 'Evidence sent by the authorization matrix.' },
    }),
  },
  'POST /auth/admin/disputes/:id/accept': {
    access: 'admin',
    request: async ({ world }) => ({
      path: `/auth/admin/disputes/${await world.dispute()}/accept`,
      json: {},
    }),
  },
  'GET /auth/admin/grievances': { access: 'admin' },
  'POST /auth/admin/grievances/:id/answer': {
    access: 'admin',
    request: async ({ world }) => ({
      path: `/auth/admin/grievances/${await world.grievance()}/answer`,
      json: { answer: 'Answered by the authorization matrix.' },
    }),
  },
  'GET /auth/admin/invoices.csv': { access: 'admin' },
  'GET /auth/admin/tds-report.csv': {
    access: 'admin',
    request: () => ({ path: '/auth/admin/tds-report.csv?year=2026&quarter=1' }),
  },
  'GET /auth/admin/auctions': { access: 'admin' },
  'POST /auth/admin/subscription-charges/:id/refund': {
    access: 'admin',
    request: async ({ world }) => ({
      path: `/auth/admin/subscription-charges/${await world.paidSubscription(world.ids.viewer)}/refund`,
      json: { reason: 'Refund asked by the authorization matrix.' },
    }),
  },
  'POST /auth/admin/transactions/:id/refund': {
    access: 'admin',
    request: async ({ world }) => ({
      path: `/auth/admin/transactions/${(await world.purchase(world.ids.viewer)).id}/refund`,
      json: { reason: 'Refund asked by the authorization matrix.' },
    }),
  },
  'GET /auth/admin/payouts': { access: 'admin' },
  'POST /auth/admin/payouts/run': { access: 'admin', request: () => ({ json: {} }) },
  'POST /auth/admin/payouts/:id/retry': {
    access: 'admin',
    request: () => ({ path: '/auth/admin/payouts/0123456789abcdef01234567/retry', json: {} }),
  },
  'GET /auth/admin/profile': { access: 'admin' },
  'PUT /auth/admin/profile': {
    access: 'admin',
    throwaway: true,
    request: () => ({ json: { bio: 'Edited by the authorization matrix.' } }),
  },
  'PUT /auth/admin/change-password': {
    access: 'admin',
    throwaway: true,
    request: ({ as }) => ({
      json: { currentPassword: as.account?.password ?? 'not-the-password', newPassword: NEW_ADMIN_PASSWORD },
    }),
  },
  'GET /auth/admin/settings': { access: 'admin' },
  // An empty update: the guard is what is tested, not the settings.
  'PUT /auth/admin/settings': { access: 'admin', request: () => ({ json: {} }) },
  'POST /auth/admin/settings/test-email': { access: 'admin', request: () => ({ json: {} }) },
  'POST /auth/admin/upload-favicon': {
    access: 'admin',
    request: () => ({ form: upload('favicon', tinyIco(), 'x.ico') }),
  },
  'POST /auth/admin/upload-logo': {
    access: 'admin',
    request: () => ({ form: upload('logo', tinyPng(), 'x.png') }),
  },
  'POST /auth/admin/upload-avatar': {
    access: 'admin',
    request: () => ({ form: upload('avatar', tinyPng(), 'x.png') }),
  },
  'GET /uploads/:id': { access: 'public', request: ({ world }) => ({ path: world.uploadPath }) },
}

/**
 * Server faults this matrix found, each reported and left to its owner: the combinations of `call`
 * may fail as described until it is fixed, and the test says when it is.
 */
const KNOWN_FAULTS: Array<{ call: string; symptom: string; why: string }> = []

/** The routes the matrix leaves out, as tests/api/app/route-schemas does: none of them is the API. */
function isApiRoute(route: { method: string; url: string; hidden: boolean }): boolean {
  if (route.url === '/docs' || route.url.startsWith('/docs/')) return false // swagger-ui
  if (route.url === '/overlay/') return false // the overlay page (static)
  // A page, but one the database answers (a streamer's public page): in the matrix like the API.
  if (route.url === paths.streamerPage) return true
  const api = ['/auth/', '/overlay/events', '/healthz', '/uploads/'].some((prefix) =>
    route.url.startsWith(prefix),
  )
  return api || !route.hidden // the built app's files are hidden routes outside the API
}

interface RouteRow {
  method: string
  url: string
}

function apiRoutes(all: readonly RouteOptions[]): RouteRow[] {
  return all
    .flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        hidden: (route.schema as { hide?: boolean } | undefined)?.hide === true,
      })),
    )
    .filter(isApiRoute)
    .map(({ method, url }) => ({ method, url }))
}

/** The entry of a route: its own, or for Fastify's automatic HEAD twin of a GET route, the GET's. */
const entryOf = (route: RouteRow): Case[] | undefined => {
  const entry =
    MATRIX[`${route.method} ${route.url}`] ??
    (route.method === 'HEAD' ? MATRIX[`GET ${route.url}`] : undefined)
  return entry === undefined ? undefined : [entry].flat()
}

type Expected =
  | { allowed: true; refusals: number[] }
  | { allowed: false; status: number; bodyStatus?: string }

const USER_ROLES: Partial<Record<IdentityName, { creator: boolean; pro: boolean }>> = {
  viewer: { creator: false, pro: false },
  creator: { creator: true, pro: false },
  pro: { creator: true, pro: true },
  otherCreator: { creator: true, pro: true },
}

/** What `who` must get from a route of `access`. */
function expectedFor(access: Access, who: IdentityName): Expected {
  const allowed = (...refusals: number[]): Expected => ({ allowed: true, refusals: [401, 403, ...refusals] })
  const refused = (status: number, bodyStatus = 'error'): Expected => ({ allowed: false, status, bodyStatus })
  if (access === 'public') return allowed()
  if (access === 'admin') return who === 'admin' ? allowed() : refused(401)
  if (typeof access === 'object' && 'overlayKey' in access) {
    return access.overlayKey === 'valid' ? allowed(404) : refused(404)
  }
  if (typeof access === 'object' && 'webhook' in access) {
    return access.webhook === 'signed' ? allowed(400) : refused(400)
  }
  const role = USER_ROLES[who]
  if (!role) return refused(401, 'jwterror')
  if (access === 'user') return allowed()
  if (access === 'creator') return role.creator ? allowed() : refused(403)
  if (access === 'pro') return role.creator && role.pro ? allowed() : refused(403)
  return who === access.owner ? allowed(access.others) : refused(access.others)
}

/** No answer within this long is a failure: an event stream answers its headers at once, the rest soon. */
const ANSWER_WITHIN_MS = { stream: 1_000, call: 20_000 }

/**
 * Sends one request; an event stream is cut off once its status is known. Status 0: no answer in time.
 */
async function send(
  base: string,
  method: string,
  request: Request & { path: string },
  token?: string,
  timeoutMs = ANSWER_WITHIN_MS.call,
) {
  const headers: Record<string, string> = { ...request.headers }
  if (token) headers.authorization = `Bearer ${token}`
  let body: string | FormData | undefined
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(request.json)
  } else if (request.raw !== undefined) {
    headers['content-type'] = 'application/json'
    body = request.raw
  } else if (request.form) {
    body = request.form
  }
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), timeoutMs)
  try {
    const response = await fetch(`${base}${request.path}`, {
      method,
      headers,
      body,
      signal: abort.signal,
      redirect: 'manual',
    })
    if (response.headers.get('content-type')?.startsWith('text/event-stream') || method === 'HEAD') {
      abort.abort()
      return { status: response.status, body: undefined }
    }
    const text = await response.text()
    try {
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined }
    } catch {
      return { status: response.status, body: text }
    }
  } catch (error) {
    if (!abort.signal.aborted) throw error
    return { status: 0, body: `no answer within ${timeoutMs} ms` }
  } finally {
    clearTimeout(timer)
  }
}

/** Runs `task` on every item, `size` at a time. */
async function inPool<T>(items: readonly T[], size: number, task: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T)
  }
  await Promise.all(Array.from({ length: size }, worker))
}

/** `/a/:id` as a pattern the request's path (without its query) must match. */
const urlPattern = (url: string) =>
  new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/?]+')}$`)

const upload = (field: string, bytes: Buffer, filename: string) => {
  const form = new FormData()
  form.append(field, new Blob([new Uint8Array(bytes)]), filename)
  return form
}

/** A real 1×1 PNG: uploads are decoded, so a signature alone is refused. */
const tinyPng = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  )

/** A 1×1 32-bit .ico: the header, one directory entry, one bitmap. */
function tinyIco(): Buffer {
  const bitmap = Buffer.alloc(48)
  bitmap.writeUInt32LE(40, 0)
  bitmap.writeInt32LE(1, 4)
  bitmap.writeInt32LE(2, 8)
  bitmap.writeUInt16LE(1, 12)
  bitmap.writeUInt16LE(32, 14)
  const entry = Buffer.alloc(16)
  entry.writeUInt8(1, 0)
  entry.writeUInt8(1, 1)
  entry.writeUInt16LE(1, 4)
  entry.writeUInt16LE(32, 6)
  entry.writeUInt32LE(bitmap.length, 8)
  entry.writeUInt32LE(22, 12)
  return Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0]), entry, bitmap])
}

describeOnEachDialect('authorization matrix on %s', (dialect) => {
  const { server, client, admin } = useTestServer(dialect, {
    admin: ADMIN,
    env: {
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      // Every identity opens the stream, with its HEAD twin: more than the default caps per key.
      OVERLAY_MAX_STREAMS_PER_KEY: '1000',
      OVERLAY_MAX_STREAMS_PER_ADDRESS: '1000',
    },
  })
  let identities: Identities
  let world: World

  beforeAll(async () => {
    identities = await createIdentities(server, client, admin)
    const app = server.app
    const ids = identities.byName
    // The Pro creator's two cards on the market, made through the API.
    const publish = async (price: number, by = ids.pro) => {
      const made = await client.post<{ card: { _id: string } }>(
        '/auth/user/createCard',
        sampleCard({ price }),
        {
          token: by.token,
        },
      )
      expect(made.status).toBe(201)
      return (await app.cards.byId(made.body.card._id)) as CardRow
    }
    const [freeCard, pricedCard] = [await publish(0), await publish(49)]
    // Nobody may buy their own card: the buying rows use a stranger's.
    const stranger = await identities.throwaway('pro')
    const [strangersFreeCard, strangersPricedCard] = [await publish(0, stranger), await publish(49, stranger)]
    const url = await client.get<{ url: string }>('/auth/user/showStreamerURL', { token: ids.pro.token })
    const streamKey = new URL(url.body.url).searchParams.get('key') ?? ''
    // An avatar of an administrator of its own: the matrix's uploads replace (and delete) the site's
    // logo, favicon and the signed-in administrator's avatar, never this one.
    const uploader = await identities.throwaway('admin')
    const form = upload('avatar', tinyPng(), 'a.png')
    const avatar = await send(server.url, 'POST', { path: '/auth/admin/upload-avatar', form }, uploader.token)
    const uploadPath = new URL((avatar.body as { url: string }).url, server.url).pathname

    const order = async (table: 'payment_orders' | 'plan_orders', buyer: Identity, paid: boolean) => {
      const orderId = `order_sim_${randomBytes(9).toString('hex')}`
      const common = {
        id: orderId,
        provider: 'simulated' as const,
        user_id: buyer.account!.id,
        currency: 'INR',
      }
      if (table === 'payment_orders') {
        await app.paymentOrders.create({
          ...common,
          card_id: pricedCard.id,
          amount_paise: Number(pricedCard.price_paise),
        })
      } else {
        await app.planOrders.create({
          ...common,
          plan: 'pro',
          amount_paise: rupeesToPaise(CREATOR_PRO_PRICE_RUPEES),
        })
      }
      const payment = app.payments.completeSimulated(orderId)
      if (paid) await app.paymentOrders.markPaid(orderId, payment.paymentId)
      return payment
    }
    const insertTier = async (streamerId: string) => {
      const id = newId()
      const at = new Date().toISOString()
      await app.db
        .insertInto('subscription_tiers')
        .values({
          id,
          streamer_id: streamerId,
          name: uniqueName('tier'),
          price_paise: 4900,
          perks: 'A tier made for one request of the matrix',
          monthly_allowance: 1,
          badge_colour: null,
          created_at: at,
          updated_at: at,
          retired_at: null,
        })
        .execute()
      return id
    }
    world = {
      ids,
      freeCard,
      pricedCard,
      strangersFreeCard,
      strangersPricedCard,
      streamKey,
      uploadPath,
      card: (owner) =>
        app.cards.create({
          title: 'Throwaway',
          description: 'A card made for one request of the matrix',
          imageUrl: '/cards/preset-1.svg',
          categories: ['Challenge'],
          rarity: 'Common',
          pricePaise: 0,
          durationSeconds: 10,
          creatorId: owner.account!.id,
          creatorName: owner.account!.username,
          streamerEmail: owner.account!.email,
        }),
      tier: (owner) => insertTier(owner.account!.id),
      async auction(owner) {
        const streamer =
          owner?.account ??
          (await app.users.create({
            username: uniqueName('auctioneer'),
            email: `${uniqueName('auctioneer')}@example.test`,
            passwordHash: 'unusable',
            userType: 'creator',
            isVerified: true,
          }))
        const card = await app.cards.create({
          title: 'Auctioned',
          description: 'A card auctioned for one request of the matrix',
          imageUrl: '/cards/preset-1.svg',
          categories: ['Reward'],
          rarity: 'Rare',
          pricePaise: 0,
          durationSeconds: 10,
          creatorId: streamer.id,
          creatorName: streamer.username,
          streamerEmail: streamer.email,
        })
        const id = newId()
        const now = new Date()
        // Not marked live: requests made side by side each get one, beside the streamer's live one.
        await app.db
          .insertInto('auctions')
          .values({
            id,
            streamer_id: streamer.id,
            card_id: card.id,
            status: 'live',
            live: null,
            reserve_paise: 5000,
            increment_paise: 1000,
            started_at: now.toISOString(),
            ends_at: new Date(now.getTime() + 3600_000).toISOString(),
            ended_at: null,
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          })
          .execute()
        return id
      },
      async community(owner) {
        const streamer =
          owner?.account ??
          (await app.users.create({
            username: uniqueName('gatherer'),
            email: `${uniqueName('gatherer')}@example.test`,
            passwordHash: 'unusable',
            userType: 'creator',
            isVerified: true,
          }))
        const card = await app.cards.create({
          title: 'Gathered for',
          description: 'A community card for one request of the matrix',
          imageUrl: '/cards/preset-1.svg',
          categories: ['Reward'],
          rarity: 'Rare',
          pricePaise: 0,
          durationSeconds: 10,
          creatorId: streamer.id,
          creatorName: streamer.username,
          streamerEmail: streamer.email,
        })
        const id = newId()
        const now = new Date()
        // Not marked live: requests made side by side each get one, beside the streamer's open one.
        await app.db
          .insertInto('community_cards')
          .values({
            id,
            streamer_id: streamer.id,
            card_id: card.id,
            goal_paise: 100_000,
            status: 'open',
            live: null,
            started_at: now.toISOString(),
            ends_at: new Date(now.getTime() + 3600_000).toISOString(),
            ended_at: null,
            purchase_id: null,
            updated_at: now.toISOString(),
          })
          .execute()
        return id
      },
      async pledgeOrder(viewer) {
        const communityId = await world.community()
        const row = await app.db
          .selectFrom('community_cards')
          .select('card_id')
          .where('id', '=', communityId)
          .executeTakeFirstOrThrow()
        const orderId = `order_${newId()}`
        const paymentId = `pay_${newId()}`
        await app.paymentOrders.create({
          id: orderId,
          provider: 'simulated',
          user_id: viewer.account?.id ?? '',
          card_id: row.card_id,
          amount_paise: 1000,
          currency: 'INR',
          auction_offer_id: null,
          community_card_id: communityId,
        })
        await app.paymentOrders.markPaid(orderId, paymentId)
        return { communityId, orderId, paymentId }
      },
      async streamer() {
        const username = uniqueName('rival')
        await app.users.create({
          username,
          email: `${username}@example.test`,
          passwordHash: 'unusable',
          userType: 'creator',
          isVerified: true,
        })
        return username
      },
      async battle(opponent, status) {
        const inviter = await app.users.create({
          username: uniqueName('challenger'),
          email: `${uniqueName('challenger')}@example.test`,
          passwordHash: 'unusable',
          userType: 'creator',
          isVerified: true,
        })
        const forfeit = await world.card({ name: 'pro', account: { ...inviter, password: '' } })
        const id = newId()
        const now = new Date()
        await app.db
          .insertInto('battles')
          .values({
            id,
            inviter_id: inviter.id,
            opponent_id: opponent.account!.id,
            minutes: 5,
            status,
            invited_at: now.toISOString(),
            expires_at: new Date(now.getTime() + 300_000).toISOString(),
            started_at: status === 'running' ? now.toISOString() : null,
            ends_at: status === 'running' ? new Date(now.getTime() + 300_000).toISOString() : null,
            ended_at: null,
            end_reason: null,
            ended_by: null,
            winner_id: null,
            updated_at: now.toISOString(),
          })
          .execute()
        // Not marked live: requests made side by side each get one, beside any battle of the streamer.
        await app.db
          .insertInto('battle_sides')
          .values([
            {
              battle_id: id,
              streamer_id: inviter.id,
              role: 'inviter',
              forfeit_card_id: forfeit.id,
              forfeit_use_id: null,
              live: null,
            },
            {
              battle_id: id,
              streamer_id: opponent.account!.id,
              role: 'opponent',
              forfeit_card_id: status === 'running' ? (await world.card(opponent)).id : null,
              forfeit_use_id: null,
              live: null,
            },
          ])
          .execute()
        return id
      },
      async marathon(owner) {
        const id = newId()
        const now = new Date()
        // Not marked live: requests made side by side each get one, beside the streamer's live one.
        await app.db
          .insertInto('marathons')
          .values({
            id,
            streamer_id: owner.account!.id,
            status: 'running',
            live: null,
            started_at: now.toISOString(),
            ends_at: new Date(now.getTime() + 3600_000).toISOString(),
            remaining_ms: null,
            cap_at: null,
            seconds_per_rupee: 6,
            seconds_per_free_use: 30,
            ended_at: null,
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          })
          .execute()
        return id
      },
      async strangersTier() {
        const stranger = await app.users.create({
          username: uniqueName('stranger'),
          email: `${uniqueName('stranger')}@example.test`,
          passwordHash: 'unusable',
          userType: 'creator',
          isVerified: true,
        })
        await app.users.update(stranger.id, { plan: 'pro', pro_until: null })
        return insertTier(stranger.id)
      },
      async openSubscription(viewer) {
        // Written directly: the route's hourly quota of payment orders would run out over the matrix.
        const tierId = await world.strangersTier()
        const tier = await app.db
          .selectFrom('subscription_tiers')
          .selectAll()
          .where('id', '=', tierId)
          .executeTakeFirstOrThrow()
        const simulated = app.payments.simulatedSubscriptions!
        const orderId = simulated.create()
        await createSubscriptionsRepository(app.db).open({
          viewerId: viewer.account!.id,
          streamerId: tier.streamer_id,
          tierId: tier.id,
          provider: 'simulated',
          providerSubscriptionId: orderId,
          pricePaise: tier.price_paise,
          now: new Date(),
        })
        return simulated.completeFirstPayment(orderId)
      },
      async paidSubscription(viewer) {
        const payment = await world.openSubscription(viewer)
        const row = await app.db
          .selectFrom('subscriptions')
          .select('id')
          .where('provider_subscription_id', '=', payment.orderId)
          .executeTakeFirstOrThrow()
        await recordSubscriptionCharge(
          app,
          row.id,
          { paymentId: payment.paymentId, amountPaise: 4900 },
          'first',
        )
        return row.id
      },
      async dispute() {
        const subscriptionId = await world.paidSubscription(world.ids.viewer)
        const charge = await app.db
          .selectFrom('subscription_charges')
          .select(['payment_id', 'amount_paise'])
          .where('subscription_id', '=', subscriptionId)
          .executeTakeFirstOrThrow()
        const dispute = await openDispute(app, {
          id: `disp_${randomBytes(6).toString('hex')}`,
          paymentId: charge.payment_id,
          amountPaise: Number(charge.amount_paise),
          reasonCode: 'matrix',
          respondBy: null,
        })
        if (!dispute) throw new Error('the matrix dispute was not opened')
        return dispute.id
      },
      async grievance() {
        const now = new Date()
        const id = randomBytes(12).toString('hex')
        await app.grievances.create({
          id,
          ticket: `GRV-MATRIX/${id}`,
          name: 'Matrix',
          email: unknownEmail(),
          email_key: unknownEmail(),
          about: 'card',
          complaint: 'Filed by the authorization matrix.',
          link: null,
          ip: null,
          created_at: now.toISOString(),
          due_at: new Date(now.getTime() + 3600_000).toISOString(),
          answer: null,
          answered_at: null,
          answered_by: null,
          overdue_mailed_at: null,
          locale: 'en-IN',
        })
        return id
      },
      async invoice(viewer) {
        const subscriptionId = await world.paidSubscription(viewer)
        const charge = await app.db
          .selectFrom('subscription_charges')
          .select('payment_id')
          .where('subscription_id', '=', subscriptionId)
          .executeTakeFirstOrThrow()
        const row = await app.db
          .selectFrom('invoices')
          .select('id')
          .where('source_key', '=', `subscription:${charge.payment_id}`)
          .executeTakeFirstOrThrow()
        return row.id
      },
      purchase: (buyer) =>
        app.purchases.create({
          card: freeCard,
          userId: buyer.account!.id,
          userEmail: buyer.account!.email,
          amountPaise: 0,
          paymentId: 'free',
          orderId: 'free',
        }),
      async heldUse(streamer) {
        const card = await world.card(streamer)
        const viewer = ids.viewer.account!
        const purchase = await app.purchases.create({
          card,
          userId: viewer.id,
          userEmail: viewer.email,
          amountPaise: 0,
          paymentId: 'free',
          orderId: 'free',
        })
        const use = await createStreamUsesRepository(app.db).insert({
          streamer_id: card.creator_id,
          viewer_id: viewer.id,
          viewer_name: viewer.username,
          purchase_id: purchase.id,
          card_id: card.id,
          title: 'Edited by a viewer',
          description: card.description,
          viewer_text: 1,
          flag: null,
          status: 'held',
          event_id: null,
          starts_at: null,
          ends_at: null,
          created_at: new Date().toISOString(),
          waiting_since: new Date().toISOString(),
        })
        return use.id
      },
      async sentEvent() {
        const useId = await world.heldUse(ids.pro)
        const eventId = await storeOverlayEvent(app.db, ids.pro.account!.id, sampleOverlayCard())
        await createStreamUsesRepository(app.db).update(useId, { status: 'sent', event_id: eventId })
        return eventId
      },
      paymentOrder: (buyer, paid = false) => order('payment_orders', buyer, paid),
      planOrder: (buyer) => order('plan_orders', buyer, false),
      async user() {
        const username = uniqueName('target')
        const email = `${username}@example.test`
        const created = await app.users.create({
          username,
          email,
          passwordHash: 'unusable',
          isVerified: true,
        })
        return { id: created.id, email }
      },
    }
    expect(streamKey).not.toBe('')
  })

  it('has an entry for every route registered, and none for a route that is not', () => {
    const routes = apiRoutes(registeredRoutes(server.app))
    const labels = new Set(routes.map((route) => `${route.method} ${route.url}`))
    const missing = routes.filter((route) => !entryOf(route)).map((route) => `${route.method} ${route.url}`)
    const stale = Object.keys(MATRIX).filter((label) => !labels.has(label))
    expect(
      missing,
      `routes without an entry in MATRIX (tests/api/app/authorization-matrix.test.ts): ${missing.join(', ')}. ` +
        'Add each with who may call it.',
    ).toEqual([])
    expect(stale, `MATRIX entries for routes no longer registered: ${stale.join(', ')}`).toEqual([])
    // The table reads the live route list: the routes of the other areas are there.
    expect(labels).toContain('GET /auth/admin/users')
    expect(labels).toContain('GET /overlay/events')
  })

  it('answers every route as every identity exactly as the table says, and never with a 500', async () => {
    const routes = apiRoutes(registeredRoutes(server.app))
    const calls = routes.flatMap((route) =>
      (entryOf(route) ?? []).flatMap((entry) => IDENTITY_NAMES.map((who) => ({ route, entry, who }))),
    )
    const failures: string[] = []
    await inPool(calls, CONCURRENCY, async ({ route, entry, who }) => {
      const label = `${route.method} ${route.url}${entry.what ? ` (${entry.what})` : ''} as ${who}`
      const live = identities.byName[who]
      const as = entry.throwaway && live.account ? await identities.throwaway(who as Principal) : live
      const access = entry.access
      const owner =
        typeof access === 'object' && 'owner' in access && who !== access.owner ? world.ids[access.owner] : as
      const request = { path: route.url, ...(await entry.request?.({ as, owner, world })) }
      if (!urlPattern(route.url).test(request.path.split('?')[0] ?? '')) {
        failures.push(`${label}: the entry's request goes to ${request.path}, not to ${route.url}`)
        return
      }
      const timeout = entry.stream ? ANSWER_WITHIN_MS.stream : ANSWER_WITHIN_MS.call
      const { status, body } = await send(server.url, route.method, request, as.token, timeout)
      const expected = expectedFor(access, who)
      const got = `got ${status} ${JSON.stringify(body)?.slice(0, 160) ?? ''}`
      if (status === 0) {
        failures.push(`${label}: ${body}`)
      } else if (status >= 500) {
        failures.push(`${label}: a server error, ${got}`)
      } else if (expected.allowed && expected.refusals.includes(status)) {
        failures.push(`${label}: should be let through (${IDENTITY_DESCRIPTIONS[who]}), ${got}`)
      } else if (!expected.allowed && status !== expected.status) {
        failures.push(
          `${label}: should be refused ${expected.status} (${IDENTITY_DESCRIPTIONS[who]}), ${got}`,
        )
      } else if (!expected.allowed && route.method !== 'HEAD' && expected.bodyStatus) {
        const answered = (body as { status?: unknown } | undefined)?.status
        if (answered !== expected.bodyStatus) {
          failures.push(
            `${label}: refused ${status} with status ${JSON.stringify(answered)}, not '${expected.bodyStatus}'`,
          )
        }
      }
    })
    // A known fault is expected to show (so that its fix is noticed and the entry removed); nothing else.
    const shows = (fault: (typeof KNOWN_FAULTS)[number], failure: string) =>
      failure.startsWith(`${fault.call} as `) && failure.includes(fault.symptom)
    expect(failures.filter((failure) => !KNOWN_FAULTS.some((fault) => shows(fault, failure))).sort()).toEqual(
      [],
    )
    for (const fault of KNOWN_FAULTS) {
      const seen = failures.some((failure) => shows(fault, failure))
      expect(seen, `${fault.call} is fixed (${fault.why}): remove it from KNOWN_FAULTS`).toBe(true)
    }
    expect(calls.length).toBeGreaterThan(IDENTITY_NAMES.length * Object.keys(MATRIX).length)
  }, 120_000)

  it('covers each kind of access with at least one route', () => {
    const kinds = new Set(
      Object.values(MATRIX).flatMap((entry) => [entry].flat().map((c) => categoryOf(c.access))),
    )
    expect([...kinds].sort()).toEqual([
      'admin',
      'creator',
      'overlay-key',
      'owner',
      'pro',
      'public',
      'user',
      'webhook',
    ])
  })
})
