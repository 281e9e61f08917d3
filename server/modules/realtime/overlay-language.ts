import type { OverlayAuctionData } from '../../../contract/auctions'
import type { OverlayCommunityData } from '../../../contract/community-progress'
import type { Locale } from '../../../contract/locale'
import type { OverlayMarathonData } from '../../../contract/marathon-clock'
import type { OverlayEventData } from '../../../contract/overlay'
import { streamMessages } from '../../../contract/stream'
import { translateMessage } from '../../../contract/translate'

// The overlay speaks its streamer's language (OverlayConnection.locale: users.locale as the stream
// opened, then each change the streamer makes); the page words its own labels (overlay/labels.ts).
// The names the server puts on it are stored in English as the stream may show them (moderation.ts
// `nameOnStream`): a username, the placeholder 'a viewer' for a hidden viewer, or the credit line of
// a card the server queued itself (a funded community card, a battle's forfeit). Those words are
// turned into the stream's language here, as each frame is written; a username is never translated.
//
// The placeholder and the credit lines are told from usernames by their exact shape (a username could
// in principle read 'a viewer' too; it then shows as the Hindi for what it says).

const ANONYMOUS = streamMessages.anonymousViewer
const COMMUNITY_CREDIT = /^Community: (.+?)( \+\d+)?$/
const FORFEIT_TIE = /^Battle forfeit: a tie with (.+)$/
const FORFEIT_WON = /^Battle forfeit: (.+) won$/

const hindiName = (name: string) => (name === ANONYMOUS ? translateMessage(ANONYMOUS, 'hi-IN') : name)

/** A name the server put on the overlay, in `locale`: usernames as they are, our words translated. */
export function nameOnOverlay<Name extends string | null>(name: Name, locale: Locale): Name {
  if (locale !== 'hi-IN' || name === null) return name
  if (name === ANONYMOUS) return hindiName(name) as Name
  // pledging.ts `creditLine`: up to three contributors' names, then how many more.
  const community = COMMUNITY_CREDIT.exec(name)
  if (community)
    return `कम्युनिटी: ${(community[1] ?? '').split(', ').map(hindiName).join(', ')}${community[2] ?? ''}` as Name
  // contract/battle-bar.ts `battleForfeitCredit`: the loser's forfeit card, on their own stream.
  const tie = FORFEIT_TIE.exec(name)
  if (tie) return `बैटल फ़ॉरफ़िट: ${tie[1]} से बराबरी` as Name
  const won = FORFEIT_WON.exec(name)
  if (won) return `बैटल फ़ॉरफ़िट: ${won[1]} जीते` as Name
  return name
}

/** A card event as the overlay of a streamer speaking `locale` gets it. */
export const eventInLocale = (data: OverlayEventData, locale: Locale): OverlayEventData =>
  data.usedBy === null || locale !== 'hi-IN' ? data : { ...data, usedBy: nameOnOverlay(data.usedBy, locale) }

/** The marathon's `marathon` event in `locale`: the name beside an addition. */
export const marathonInLocale = (data: OverlayMarathonData, locale: Locale): OverlayMarathonData =>
  data.addition?.name && locale === 'hi-IN'
    ? { ...data, addition: { ...data.addition, name: nameOnOverlay(data.addition.name, locale) } }
    : data

/** The auction widget's `auction` event in `locale`: the top bidder's name. */
export const auctionInLocale = (data: OverlayAuctionData, locale: Locale): OverlayAuctionData =>
  data.auction?.topBidder && locale === 'hi-IN'
    ? { ...data, auction: { ...data.auction, topBidder: nameOnOverlay(data.auction.topBidder, locale) } }
    : data

/** The community card's `community` event in `locale`: its top contributors' names. */
export const communityInLocale = (data: OverlayCommunityData, locale: Locale): OverlayCommunityData =>
  data.community && locale === 'hi-IN'
    ? {
        ...data,
        community: {
          ...data.community,
          top: data.community.top.map((each) => ({ ...each, name: nameOnOverlay(each.name, locale) })),
        },
      }
    : data
