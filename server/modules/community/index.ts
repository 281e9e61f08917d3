export { recordPledgeAndFollow } from './after-pledge'
export { settleDueCommunityCards } from './settlement'
