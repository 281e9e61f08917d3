export { announceAuction } from './announce'
export { viewAuction } from './auction-view'
export { endAuctionsOfDemoted } from './demotion'
export { AuctionSaleRefused, settleAuctionSale, settleDueAuctions } from './settlement'
