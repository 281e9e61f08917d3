// The overlay's own words, in each language Cardcast speaks. The overlay stays small, so no Lingui
// here: one typed table per locale (the compiler refuses a language without every label), chosen by
// the streamer's language, which the server sends in the `state` event on every connect and in a
// `locale` event when the streamer changes it (contract/stream.ts `OverlayLocaleData`). English is the contract's own wording, kept by calling it;
// the Hindi is the contract's Hindi (contract/hindi-messages.ts) where the app says the same
// (tests/unit/overlay-labels.test.ts holds them together). Names (usernames, 'a viewer') come from
// the server already in the streamer's language. docs/i18n.md, "The overlay".
import { type BattleEndReason, battleResultText, formatPoints } from '../contract/battle-bar'
import { COMMUNITY_STATUS_LABELS, type CommunityStatus } from '../contract/community-progress'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../contract/locales'
import { subscriberLabel } from '../contract/subscriber-label'

export interface OverlayLabels {
  /** Under a used card: who used it (a username, or the server's word for a hidden viewer). */
  usedBy(name: string): string
  /** A card's label: the test card's, a challenge's, and each rarity's (another shows as it is). */
  testCard: string
  challenge: string
  rarity: Record<'Common' | 'Rare' | 'Epic' | 'Legendary', string>
  /** 'Subscriber · 3 months', beside the subscriber's tier. */
  subscriber(months: number): string
  marathon: string
  marathonPaused: string
  marathonOver: string
  auction: string
  auctionSold: string
  auctionNoSale: string
  noBidsYet: string
  cardBattle: string
  battleOver: string
  /** A side's points: '1,250 pts', '1 pt'. */
  points(points: number): string
  battleResult(winner: string | null, reason: BattleEndReason | null): string
  community: Record<CommunityStatus, string>
  /** What was given of the goal, both already written as rupees. */
  pledgedOfGoal(pledged: string, goal: string): string
}

const english: OverlayLabels = {
  usedBy: (name) => `Used by ${name}`,
  testCard: 'Test card',
  challenge: 'Challenge',
  rarity: { Common: 'Common', Rare: 'Rare', Epic: 'Epic', Legendary: 'Legendary' },
  subscriber: (months) => subscriberLabel({ months }),
  marathon: 'Marathon',
  marathonPaused: 'Marathon · paused',
  marathonOver: 'Marathon over',
  auction: 'Auction',
  auctionSold: 'SOLD',
  auctionNoSale: 'No sale',
  noBidsYet: 'No bids yet',
  cardBattle: 'Card battle',
  battleOver: 'Battle over',
  points: formatPoints,
  battleResult: battleResultText,
  community: COMMUNITY_STATUS_LABELS,
  pledgedOfGoal: (pledged, goal) => `${pledged} of ${goal}`,
}

const hindi: OverlayLabels = {
  usedBy: (name) => `${name} द्वारा इस्तेमाल`,
  testCard: 'टेस्ट कार्ड',
  challenge: 'चुनौती',
  rarity: { Common: 'सामान्य', Rare: 'दुर्लभ', Epic: 'एपिक', Legendary: 'लेजेंडरी' },
  subscriber: (months) => `सब्सक्राइबर · ${months} ${months === 1 ? 'महीना' : 'महीने'}`,
  marathon: 'मैराथन',
  marathonPaused: 'मैराथन · रुकी है',
  marathonOver: 'मैराथन खत्म',
  auction: 'नीलामी',
  auctionSold: 'बिक गया',
  auctionNoSale: 'बिक्री नहीं हुई',
  noBidsYet: 'अभी कोई बोली नहीं',
  cardBattle: 'कार्ड बैटल',
  battleOver: 'बैटल ख़त्म',
  points: (points) => `${points.toLocaleString('en-IN')} अंक`,
  battleResult: (winner, reason) =>
    winner === null
      ? 'बराबरी: दोनों के फ़ॉरफ़िट चलेंगे'
      : reason === 'early'
        ? `${winner} जीते: दूसरे ने इसे पहले ख़त्म किया`
        : `${winner} जीते`,
  community: {
    open: 'कम्युनिटी कार्ड',
    funded: 'लक्ष्य पूरा!',
    unfunded: 'लक्ष्य पूरा नहीं हुआ: पैसे वापस',
    cancelled: 'रद्द: पैसे वापस',
  },
  pledgedOfGoal: (pledged, goal) => `${goal} में से ${pledged}`,
}

export const OVERLAY_LABELS: Record<Locale, OverlayLabels> = { 'en-IN': english, 'hi-IN': hindi }

let current: Locale = DEFAULT_LOCALE

/** The labels of the streamer's language (English until the server said otherwise). */
export const labels = (): OverlayLabels => OVERLAY_LABELS[current]

/**
 * Speaks `locale` from now on (an unknown value keeps English): the widgets redraw in it at their next
 * tick, the next card shows in it, and `<html lang>` follows.
 */
export function setLocale(locale: unknown) {
  current = LOCALES.find((known) => known === locale) ?? DEFAULT_LOCALE
  document.documentElement.lang = current
}
