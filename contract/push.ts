// Web Push to the installed app: the kinds of notification a user can switch off one by one
// (Profile → Notifications), their texts in each language, the subscription a device hands the server
// and the payload the service worker shows. The payload is the declarative Web Push format
// (`web_push: 8030`), which Safari on iOS 18.4+ shows without running the service worker and which
// Cardcast's own worker (src/pwa/push-worker.ts) reads too.
import { z } from 'zod'
import type { Locale } from './locale'
import { formatRupees, paiseToRupees } from './money'
import { auctionPath, paths } from './paths'
import type { PushPayload } from './push-payload'

export const PUSH_KINDS = [
  'on-stream',
  'use-decided',
  'use-returned',
  'outbid',
  'auction-won',
  'subscription-failed',
  'payout-sent',
  'community-refunded',
] as const
export type PushKind = (typeof PUSH_KINDS)[number]

/**
 * How Profile → Notifications and a device's subscription name a language. The texts follow the
 * account's locale (users.locale), the one place an account's language is kept: these two words are
 * only another spelling of it on the push routes.
 */
export const PUSH_LANGUAGES = ['en', 'hi'] as const
export type PushLanguage = (typeof PUSH_LANGUAGES)[number]
export const pushLanguageOf = (locale: Locale): PushLanguage => (locale === 'hi-IN' ? 'hi' : 'en')
export const localeOfPushLanguage = (language: PushLanguage): Locale =>
  language === 'hi' ? 'hi-IN' : 'en-IN'

/** What the user sees beside each switch on Profile → Notifications. */
export const pushKindLabels: Record<PushKind, string> = {
  'on-stream': 'My card is on stream now',
  'use-decided': 'My card was approved or rejected',
  'use-returned': 'My card came back unused',
  outbid: 'I was outbid',
  'auction-won': 'I won an auction',
  'subscription-failed': 'A subscription payment failed',
  'payout-sent': 'A payout was sent (creators)',
  'community-refunded': 'A community card contribution was refunded',
}

/** An 'on stream now' push is worth nothing after this: the card is long off screen. */
export const PUSH_ON_STREAM_TTL_SECONDS = 10 * 60
/** Every other kind waits at the push service up to a day for a phone that is off. */
export const PUSH_DEFAULT_TTL_SECONDS = 24 * 60 * 60
/** Pushes to one endpoint per minute at most: a registered endpoint cannot be flooded through us. */
export const PUSH_PER_ENDPOINT_PER_MINUTE = 20
/** Devices (subscriptions) one account may keep. */
export const PUSH_MAX_SUBSCRIPTIONS_PER_USER = 10

export const pushMessages = {
  subscribed: 'Notifications are on for this device.',
  unsubscribed: 'Notifications are off for this device.',
  preferencesSaved: 'Notification settings saved.',
  notHttps: 'A push endpoint must be an https address.',
  tooManyDevices: `Notifications are on for ${PUSH_MAX_SUBSCRIPTIONS_PER_USER} devices already: turn them off on one first.`,
  notFound: 'No subscription of yours has that endpoint.',
  offer: 'Tell me when it’s on stream',
  offerBid: 'Tell me if I’m outbid',
  notNow: 'Not now',
  blocked: 'Notifications are blocked for this site in your browser settings.',
  unsupported: 'This browser cannot show notifications.',
  turnOn: 'Turn on notifications',
  turnOff: 'Turn off on this device',
  failed: 'Could not turn notifications on. Please try again.',
} as const

/** What the event that caused a push carries into its text. */
export type PushText =
  | { kind: 'on-stream'; cardTitle: string }
  | { kind: 'use-decided'; cardTitle: string; approved: true }
  | {
      kind: 'use-decided'
      cardTitle: string
      approved: false
      reason: string
      money: 'refunded' | 'returned'
    }
  /** `reason`: why it came back (contract/stream.ts: not shown, offline, cleared, skipped and given back). */
  | { kind: 'use-returned'; cardTitle: string; reason: string }
  | { kind: 'outbid'; auctionTitle: string; amountPaise: number }
  | { kind: 'auction-won'; auctionTitle: string; amountPaise: number }
  | { kind: 'subscription-failed'; streamerName: string }
  | { kind: 'payout-sent'; amountPaise: number }
  | { kind: 'community-refunded'; cardTitle: string; amountPaise: number }

const rupees = (paise: number) => formatRupees(paiseToRupees(paise))

/** The title and body of a push, in the account's language (its locale). */
export function pushText(text: PushText, locale: Locale): { title: string; body: string } {
  const hi = locale === 'hi-IN'
  switch (text.kind) {
    case 'on-stream':
      return hi
        ? { title: 'अभी स्ट्रीम पर', body: `आपका कार्ड '${text.cardTitle}' अभी स्ट्रीम पर है` }
        : { title: 'On stream now', body: `Your card '${text.cardTitle}' is on stream now` }
    case 'use-decided':
      if (text.approved)
        return hi
          ? { title: 'कार्ड स्वीकृत', body: `आपका कार्ड '${text.cardTitle}' स्वीकृत हुआ और कतार में है` }
          : { title: 'Card approved', body: `Your card '${text.cardTitle}' was approved and is in line` }
      return hi
        ? {
            title: 'कार्ड अस्वीकृत',
            body: `आपका कार्ड '${text.cardTitle}' अस्वीकृत: ${text.reason}। ${
              text.money === 'refunded' ? 'आपका भुगतान वापस किया जाएगा।' : 'कार्ड फिर से इस्तेमाल के लिए आपके पास है।'
            }`,
          }
        : {
            title: 'Card rejected',
            body: `Your card '${text.cardTitle}' was rejected: ${text.reason}. ${
              text.money === 'refunded'
                ? 'Your payment will be refunded.'
                : 'The card is back in My Cards to use again.'
            }`,
          }
    case 'use-returned':
      return hi
        ? {
            title: 'कार्ड वापस आया',
            body: `आपका कार्ड '${text.cardTitle}' फिर से इस्तेमाल के लिए आपके पास वापस है। ${text.reason}`,
          }
        : {
            title: 'Card came back',
            body: `Your card '${text.cardTitle}' is back in My Cards to use again. ${text.reason}`,
          }
    case 'outbid':
      return hi
        ? {
            title: 'आपसे ऊँची बोली',
            body: `'${text.auctionTitle}' पर ${rupees(text.amountPaise)} की ऊँची बोली लगी`,
          }
        : {
            title: 'You were outbid',
            body: `Someone bid ${rupees(text.amountPaise)} on '${text.auctionTitle}'`,
          }
    case 'auction-won':
      return hi
        ? {
            title: 'आप नीलामी जीत गए',
            body: `'${text.auctionTitle}' ${rupees(text.amountPaise)} में आपका: 15 मिनट में भुगतान करें`,
          }
        : {
            title: 'You won the auction',
            body: `'${text.auctionTitle}' is yours for ${rupees(text.amountPaise)}: pay within 15 minutes`,
          }
    case 'subscription-failed':
      return hi
        ? { title: 'सदस्यता भुगतान विफल', body: `${text.streamerName} की सदस्यता का भुगतान नहीं हो सका` }
        : {
            title: 'Subscription payment failed',
            body: `Your subscription to ${text.streamerName} could not be paid`,
          }
    case 'payout-sent':
      return hi
        ? { title: 'भुगतान भेजा गया', body: `${rupees(text.amountPaise)} आपके बैंक खाते में भेजे गए` }
        : { title: 'Payout sent', body: `${rupees(text.amountPaise)} was sent to your bank account` }
    case 'community-refunded':
      return hi
        ? {
            title: 'योगदान वापस',
            body: `'${text.cardTitle}' के लिए आपके ${rupees(text.amountPaise)} पूरे वापस किए गए`,
          }
        : {
            title: 'Contribution refunded',
            body: `Your ${rupees(text.amountPaise)} for '${text.cardTitle}' was refunded in full`,
          }
  }
}

/** The screen a tap on a push opens. */
export const pushUrls = {
  use: (useId: string) => `${paths.myCards}?use=${encodeURIComponent(useId)}`,
  auction: (auctionId: string) => auctionPath(auctionId),
  mySubscriptions: () => paths.mySubscriptions,
  earnings: () => paths.earnings,
}

export type { PushPayload }

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'base64url')

/** `POST /auth/user/push-subscriptions`: what `PushSubscription.toJSON()` gives, and the device's language. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url().max(1000).describe("The push service's address for this device (https)."),
  keys: z.object({
    p256dh: base64url.min(80).max(100).describe("The device's P-256 public key."),
    auth: base64url.min(16).max(30).describe('The 16-byte authentication secret.'),
  }),
  expirationTime: z.number().nullish(),
  language: z
    .enum(PUSH_LANGUAGES)
    .optional()
    .describe(
      "Accepted for older apps and ignored: push texts follow the account's locale (PUT /auth/user/editUser).",
    ),
})

/** `DELETE /auth/user/push-subscriptions`. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.url().max(1000) })

export const pushPublicKeyResponseSchema = z
  .object({ status: z.literal('success'), publicKey: z.string() })
  .describe("The server's VAPID public key (applicationServerKey).")

export const pushPreferencesSchema = z.object({
  /** The account's locale, spelt 'en' or 'hi': saving it here changes the account's language. */
  language: z.enum(PUSH_LANGUAGES),
  /** The kinds switched off. */
  off: z.array(z.enum(PUSH_KINDS)),
})
export type PushPreferences = z.output<typeof pushPreferencesSchema>

export const pushPreferencesResponseSchema = z.object({
  status: z.literal('success'),
  preferences: pushPreferencesSchema,
  /** How many of the user's devices get pushes. */
  devices: z.number().int().min(0),
})

export const pushDoneResponseSchema = z.object({ status: z.literal('success'), message: z.string() })
