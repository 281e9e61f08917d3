import { formatRupees, isFree } from '../../../contract/money'

/** A card's price wherever one shows: 'Free' at 0, rupees otherwise (₹49, ₹49.50). */
export function formatCardPrice(rupees: number): string {
  return isFree(rupees) ? 'Free' : formatRupees(rupees)
}
