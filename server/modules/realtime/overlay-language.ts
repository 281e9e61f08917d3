import type { OverlayAuctionData } from '../../../contract/auctions'
import type { OverlayCommunityData } from '../../../contract/community-progress'
import type { Locale } from '../../../contract/locale'
import type { OverlayMarathonData } from '../../../contract/marathon-clock'
import type { OverlayEventData } from '../../../contract/overlay'
import { nameInLocale } from '../../../contract/stream-names'

// The overlay speaks its streamer's language (OverlayConnection.locale: users.locale as the stream
// opened, then each change the streamer makes); the page words its own labels (overlay/labels.ts).
// The names the server puts on it are turned into that language here, as each frame is written
// (contract/stream-names.ts `nameInLocale`).

/** A card event as the overlay of a streamer speaking `locale` gets it. */
export const eventInLocale = (data: OverlayEventData, locale: Locale): OverlayEventData =>
  data.usedBy === null || locale !== 'hi-IN' ? data : { ...data, usedBy: nameInLocale(data.usedBy, locale) }

/** The marathon's `marathon` event in `locale`: the name beside an addition. */
export const marathonInLocale = (data: OverlayMarathonData, locale: Locale): OverlayMarathonData =>
  data.addition?.name && locale === 'hi-IN'
    ? { ...data, addition: { ...data.addition, name: nameInLocale(data.addition.name, locale) } }
    : data

/** The auction widget's `auction` event in `locale`: the top bidder's name. */
export const auctionInLocale = (data: OverlayAuctionData, locale: Locale): OverlayAuctionData =>
  data.auction?.topBidder && locale === 'hi-IN'
    ? { ...data, auction: { ...data.auction, topBidder: nameInLocale(data.auction.topBidder, locale) } }
    : data

/** The community card's `community` event in `locale`: its top contributors' names. */
export const communityInLocale = (data: OverlayCommunityData, locale: Locale): OverlayCommunityData =>
  data.community && locale === 'hi-IN'
    ? {
        ...data,
        community: {
          ...data.community,
          top: data.community.top.map((each) => ({ ...each, name: nameInLocale(each.name, locale) })),
        },
      }
    : data
