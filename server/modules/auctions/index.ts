export { announceAuction } from './announce'
export { auctionView, viewAuction } from './auction-view'
export { endAuctionsOfDemoted } from './demotion'
export { AuctionSaleRefused, settleAuctionSale, settleDueAuctions } from './settlement'
