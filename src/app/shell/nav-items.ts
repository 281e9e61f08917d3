// Every navigation's items, labels verbatim (but the market's one name, MARKET_NAME): the public pages' header, the user area's one menu (a side
// column on desktop, the header's drawer on phones), the phones' tab bar and the footer. The user
// area's menu and tab bar, with their icons, are in user-nav-items.ts: the public pages' entry does
// not carry them.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { landingAnchors, paths } from '../../../contract/paths'
/**
 * The market's one name, the contract's MARKET_NAME (contract/paths.ts), as a Lingui message: the
 * header and the footer are in the entry every page loads, and contract/translate.ts's dictionary
 * (every server and form message, 26 KB gzipped) must stay out of it. tests/unit/hindi-messages.test.ts
 * holds it to MARKET_NAME's English and to the dictionary's Hindi.
 */
export const marketName = msg`Trending Cards`

/** `label`: a Lingui message, shown with `i18n._`. */
export interface NavItem {
  label: MessageDescriptor
  to: string
}

/** Logged out: anchors of the landing page, then sign-up. */
export const publicHeaderItems: NavItem[] = [
  { label: msg`Features`, to: landingAnchors.features },
  { label: msg`Modules`, to: landingAnchors.modules },
  { label: msg`Pricing`, to: landingAnchors.plans },
  { label: msg`Contact`, to: landingAnchors.contact },
]

/** Logged in (Log Out is an action and is rendered apart). */
export const userHeaderItems: NavItem[] = [
  { label: marketName, to: paths.market },
  { label: msg`Streamers`, to: paths.streamers },
  { label: msg`My Cards`, to: paths.myCards },
  { label: msg`Card Inventory`, to: paths.cardInventory },
  { label: msg`Profile`, to: paths.profile },
]

/** The logged-in items of the public pages' header (no side menu there), for this role: creators also get Live, Analytics and Earnings, after Card Inventory. */
export function userHeaderItemsFor(role: string | null): NavItem[] {
  if (role !== 'creator') return userHeaderItems
  const after = userHeaderItems.findIndex((item) => item.to === paths.cardInventory) + 1
  return [
    ...userHeaderItems.slice(0, after),
    { label: msg`Live`, to: paths.live },
    { label: msg`Analytics`, to: paths.analytics },
    { label: msg`Earnings`, to: paths.earnings },
    ...userHeaderItems.slice(after),
  ]
}

export const footerItems: NavItem[] = [
  { label: msg`About`, to: landingAnchors.features },
  { label: msg`Contact`, to: landingAnchors.contact },
  { label: msg`Privacy Policy`, to: paths.privacy },
  { label: msg`Terms & Conditions`, to: paths.terms },
  { label: msg`Grievances`, to: paths.grievance },
]

// Brand names: the same in every language.
export const socialLinks: { label: string; to: string }[] = [
  { label: 'YouTube', to: 'https://youtube.com' }, // i18n-ignore: a brand
  { label: 'Instagram', to: 'https://instagram.com' }, // i18n-ignore: a brand
]
