import { t } from '@lingui/core/macro'
import { formatRupees, isFree } from '../../../contract/money'

/**
 * A card's price wherever one shows: 'Free' at 0, rupees otherwise (₹49, ₹49.50). Said in the app's
 * language at the call: a component that calls it reads Lingui's context (useLingui), so that it
 * renders again when the language changes.
 */
export function formatCardPrice(rupees: number): string {
  return isFree(rupees) ? t`Free` : formatRupees(rupees)
}
