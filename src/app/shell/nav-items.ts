// Every navigation's items, labels verbatim (but the market's one name, MARKET_NAME): the public pages' header, the user area's one menu (a side
// column on desktop, the header's drawer on phones), the phones' tab bar and the footer.
import type { ComponentType } from 'react'
import { landingAnchors, MARKET_NAME, paths } from '../../../contract/paths'
import {
  BoxIcon,
  BroadcastIcon,
  CardsIcon,
  ChartIcon,
  FlameIcon,
  HomeIcon,
  type IconProps,
  ReceiptIcon,
  StarIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
} from '../../components/icons'

export interface NavItem {
  label: string
  to: string
}

export interface IconNavItem extends NavItem {
  icon: ComponentType<IconProps>
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
  { label: MARKET_NAME, to: paths.market },
  { label: 'Streamers', to: paths.streamers },
  { label: 'My Cards', to: paths.myCards },
  { label: 'Card Inventory', to: paths.cardInventory },
  { label: 'Profile', to: paths.profile },
]

/** The logged-in items of the public pages' header (no side menu there), for this role: creators also get Live, Analytics and Earnings, after Card Inventory. */
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

/** The user area's menu: Card Inventory, Live and the money pages are a creator's alone. */
export function sideMenuItems(role: string | null): IconNavItem[] {
  return [
    { label: 'Home', to: paths.home, icon: HomeIcon },
    { label: MARKET_NAME, to: paths.market, icon: FlameIcon },
    { label: 'Streamers', to: paths.streamers, icon: UsersIcon },
    { label: 'My Cards', to: paths.myCards, icon: CardsIcon },
    { label: 'My Subscriptions', to: paths.mySubscriptions, icon: StarIcon },
    { label: 'Orders', to: paths.orders, icon: ReceiptIcon },
    ...(role === 'creator'
      ? [
          { label: 'Card Inventory', to: paths.cardInventory, icon: BoxIcon },
          { label: 'Live', to: paths.live, icon: BroadcastIcon },
          // Creator Pro's figures; a creator on the free plan sees there what Pro unlocks.
          { label: 'Analytics', to: paths.analytics, icon: ChartIcon },
          { label: 'Earnings', to: paths.earnings, icon: WalletIcon },
        ]
      : []),
    { label: 'Profile', to: paths.profile, icon: UserIcon },
  ]
}

/** The phones' tab bar: where a viewer goes most, and Live for a creator; the menu holds the rest. */
export function tabBarItems(role: string | null): IconNavItem[] {
  return [
    { label: MARKET_NAME, to: paths.market, icon: FlameIcon },
    { label: 'Streamers', to: paths.streamers, icon: UsersIcon },
    { label: 'My Cards', to: paths.myCards, icon: CardsIcon },
    ...(role === 'creator' ? [{ label: 'Live', to: paths.live, icon: BroadcastIcon }] : []),
    { label: 'Profile', to: paths.profile, icon: UserIcon },
  ]
}

export const footerItems: NavItem[] = [
  { label: 'About', to: landingAnchors.features },
  { label: 'Contact', to: landingAnchors.contact },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Terms & Conditions', to: paths.terms },
  { label: 'Grievances', to: paths.grievance },
]

export const socialLinks: NavItem[] = [
  { label: 'YouTube', to: 'https://youtube.com' },
  { label: 'Instagram', to: 'https://instagram.com' },
]
