// The navigation of the user area's header and footer, labels verbatim.
import { landingAnchors, paths } from '../../../contract/paths'

export interface NavItem {
  label: string
  to: string
}

/** Logged out: anchors of the landing page, then sign-up. */
export const publicHeaderItems: NavItem[] = [
  { label: 'Features', to: landingAnchors.features },
  { label: 'Modules', to: landingAnchors.modules },
  { label: 'Pricing', to: landingAnchors.plans },
  { label: 'Contact', to: landingAnchors.contact },
]

/** Logged in (Log Out is an action and is rendered apart). */
export const userHeaderItems: NavItem[] = [
  { label: 'Trending Cards', to: paths.market },
  { label: 'Streamers', to: paths.streamers },
  { label: 'My Cards', to: paths.myCards },
  { label: 'Card Inventory', to: paths.cardInventory },
  { label: 'Profile', to: paths.profile },
]

/** The logged-in items for this role: creators also get Live, Analytics and Earnings, after Card Inventory. */
export function userHeaderItemsFor(role: string | null): NavItem[] {
  if (role !== 'creator') return userHeaderItems
  const after = userHeaderItems.findIndex((item) => item.to === paths.cardInventory) + 1
  return [
    ...userHeaderItems.slice(0, after),
    { label: 'Live', to: paths.live },
    { label: 'Analytics', to: paths.analytics },
    { label: 'Earnings', to: paths.earnings },
    ...userHeaderItems.slice(after),
  ]
}

export const footerItems: NavItem[] = [
  { label: 'About', to: landingAnchors.features },
  { label: 'Contact', to: landingAnchors.contact },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Terms & Conditions', to: paths.terms },
]

export const socialLinks: NavItem[] = [
  { label: 'YouTube', to: 'https://youtube.com' },
  { label: 'Instagram', to: 'https://instagram.com' },
]
