// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { COMMUNITY_STATUSES } from '../../contract/community-progress'
import { LOCALES } from '../../contract/locales'
import { translateMessage } from '../../contract/translate'
import { createAuctionWidget } from '../../overlay/auction-widget'
import { createBattleWidget } from '../../overlay/battle-widget'
import { createCommunityWidget } from '../../overlay/community-widget'
import { OVERLAY_LABELS, type OverlayLabels, setLocale } from '../../overlay/labels'
import { createMarathonTimer } from '../../overlay/marathon-timer'

// The overlay's words (overlay/labels.ts): every label in both languages, English as it always read,
// Hindi as the contract's Hindi words the same English; and the widgets drawing in the streamer's
// language, with <html lang> following it.

const DEVANAGARI = /[\u0900-\u097f]/
const en = OVERLAY_LABELS['en-IN']
const hi = OVERLAY_LABELS['hi-IN']

/** Every label of a table as text: a function's with sample values, a record's by key. */
function texts(table: OverlayLabels): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(table)) {
    if (typeof value === 'string') out[key] = value
    else if (typeof value === 'function') out[key] = String(value('Priya', 'Ravi'))
    else
      for (const [inner, text] of Object.entries(value as Record<string, string>))
        out[`${key}.${inner}`] = text
  }
  return out
}

afterEach(() => {
  setLocale('en-IN')
  document.body.replaceChildren()
})

describe('the overlay’s labels', () => {
  it('has every label in every language, none empty', () => {
    const keys = Object.keys(texts(en)).sort()
    expect(keys.length).toBeGreaterThan(20)
    for (const locale of LOCALES) {
      const table = texts(OVERLAY_LABELS[locale])
      expect(Object.keys(table).sort(), locale).toEqual(keys)
      expect(
        Object.entries(table).filter(([, text]) => text.trim() === ''),
        locale,
      ).toEqual([])
    }
  })

  it('keeps the English the overlay always showed', () => {
    expect(en.usedBy('ann')).toBe('Used by ann')
    expect(en.subscriber(1)).toBe('Subscriber · 1 month')
    expect(en.subscriber(3)).toBe('Subscriber · 3 months')
    expect([en.marathon, en.marathonPaused, en.marathonOver]).toEqual([
      'Marathon',
      'Marathon · paused',
      'Marathon over',
    ])
    expect([en.auction, en.auctionSold, en.auctionNoSale, en.noBidsYet]).toEqual([
      'Auction',
      'SOLD',
      'No sale',
      'No bids yet',
    ])
    expect([en.cardBattle, en.battleOver, en.points(1), en.points(1250)]).toEqual([
      'Card battle',
      'Battle over',
      '1 pt',
      '1,250 pts',
    ])
    expect(en.battleResult('Ravi', 'early')).toBe('Ravi wins: the other ended it early')
    expect(en.community.funded).toBe('Funded!')
    expect(en.pledgedOfGoal('₹500', '₹1,000')).toBe('₹500 of ₹1,000')
  })

  it('writes Hindi in Devanagari, the contract’s Hindi where the contract says the same', () => {
    const hindi = texts(hi)
    const notHindi = Object.entries(hindi).filter(([, text]) => !DEVANAGARI.test(text))
    expect(notHindi).toEqual([])
    const contract = (english: string) => translateMessage(english, 'hi-IN')
    for (const status of COMMUNITY_STATUSES) expect(hi.community[status]).toBe(contract(en.community[status]))
    for (const months of [1, 2, 12]) expect(hi.subscriber(months)).toBe(contract(en.subscriber(months)))
    for (const [winner, reason] of [
      [null, null],
      ['Ravi', 'time'],
      ['Ravi', 'early'],
    ] as const)
      expect(hi.battleResult(winner, reason)).toBe(contract(en.battleResult(winner, reason)))
    expect(hi.auctionNoSale).toBe(contract(en.auctionNoSale))
    expect(hi.usedBy('एक दर्शक')).toBe('एक दर्शक द्वारा इस्तेमाल')
    expect(hi.points(1250)).toBe('1,250 अंक')
  })
})

describe('the overlay in the streamer’s language', () => {
  const now = new Date().toISOString()
  const endsAt = new Date(Date.now() + 300_000).toISOString()

  it('sets <html lang>, and keeps English for a language it does not know', () => {
    setLocale('hi-IN')
    expect(document.documentElement.lang).toBe('hi-IN')
    setLocale('fr-FR')
    expect(document.documentElement.lang).toBe('en-IN')
  })

  it('draws every widget in Hindi for a Hindi streamer, and back in English', () => {
    const battle = createBattleWidget(document.body)
    const auction = createAuctionWidget(document.body)
    const community = createCommunityWidget(document.body)
    const marathon = createMarathonTimer(document.body)
    const draw = () => {
      battle.update({
        battle: {
          id: 'b1',
          status: 'ended',
          sides: [
            { name: 'Priya', points: 1250 },
            { name: 'Ravi', points: 1 },
          ],
          endsAt,
          winner: 'Priya',
          reason: 'time',
        },
        now,
      })
      auction.update({
        auction: {
          id: 'a1',
          status: 'live',
          title: 'Sing a song',
          imageUrl: '',
          rarity: 'Rare',
          topBid: null,
          topBidder: null,
          endsAt,
        },
        now,
      })
      community.update({
        community: {
          id: 'c1',
          status: 'open',
          title: 'Dance',
          imageUrl: '',
          goal: 1000,
          pledged: 500,
          top: [{ name: 'एक दर्शक', amount: 500 }],
          endsAt,
        },
        now,
      })
      marathon.update({ marathon: { status: 'paused', endsAt: null, remainingMs: 60_000 }, now })
    }
    const text = (selector: string) => document.querySelector(selector)?.textContent

    setLocale('hi-IN')
    draw()
    expect(text('.battle-label')).toBe('बैटल ख़त्म')
    expect(text('.battle-own .battle-points')).toBe('1,250 अंक')
    expect(text('.battle-other .battle-points')).toBe('1 अंक')
    expect(text('.battle-result')).toBe('Priya जीते')
    expect(text('.auction-label')).toBe('नीलामी')
    expect(text('.auction-bid')).toBe('अभी कोई बोली नहीं')
    expect(text('.community-label')).toBe('कम्युनिटी कार्ड')
    expect(text('.community-sums')).toBe('₹1,000 में से ₹500')
    expect(text('.community-top')).toBe('एक दर्शक ₹500')
    expect(text('.marathon-label')).toBe('मैराथन · रुकी है')

    setLocale('en-IN')
    draw()
    expect(text('.battle-label')).toBe('Battle over')
    expect(text('.battle-own .battle-points')).toBe('1,250 pts')
    expect(text('.battle-result')).toBe('Priya wins')
    expect(text('.auction-bid')).toBe('No bids yet')
    expect(text('.community-sums')).toBe('₹500 of ₹1,000')
    expect(text('.marathon-label')).toBe('Marathon · paused')
  })
})
