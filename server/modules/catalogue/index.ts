export {
  type CardsRepository,
  cardStreamFields,
  cardsOnSale,
  createCardsRepository,
  toCard,
  toShownCard,
} from './cards-repository'
export { registerServerRenderedMarket } from './server-rendered-market'
export { BARE_SHELL, registerStreamerPage } from './streamer-page'
export {
  type BadgeTimes,
  badgeRows,
  badgeRowsAt,
  badgeTimes,
  subscriberBadgesOf,
} from './subscriber-badges-repository'
export { toTier } from './subscription-tiers-repository'
export { tierToLock } from './tier-lock'
