// The words and colours of a subscriber's badge, without zod: the overlay page shows them and stays small.
import type { TierBadgeColour } from './constants'

/** 'Subscriber · 3 months', as the overlay and the Live page write it. */
export const subscriberLabel = ({ months }: { months: number }) =>
  `Subscriber · ${months} month${months === 1 ? '' : 's'}`

/** The badge colours as the overlay paints them (Mantine's filled shade of each TIER_BADGE_COLOURS name). */
export const TIER_BADGE_HEX: Record<TierBadgeColour, string> = {
  gray: '#868e96',
  red: '#fa5252',
  pink: '#e64980',
  grape: '#be4bdb',
  violet: '#7950f2',
  indigo: '#4c6ef5',
  blue: '#228be6',
  teal: '#12b886',
  green: '#40c057',
  yellow: '#fab005',
  orange: '#fd7e14',
}
