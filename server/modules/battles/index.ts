export { settleDueBattles } from './settlement'
