// Every navigation's items, labels verbatim (but the market's one name, MARKET_NAME): the public pages' header, the user area's one menu (a side
// column on desktop, the header's drawer on phones), the phones' tab bar and the footer.
import { msg } from '@lingui/core/macro'
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
import type { Label } from '../../lib/use-label'

/** `label`: a Lingui message, or the contract's MARKET_NAME; shown through `useLabel` (src/lib/use-label.ts). */
export interface NavItem {
  label: Label
  to: string
}

export interface IconNavItem extends NavItem {
  icon: ComponentType<IconProps>
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
  { label: MARKET_NAME, to: paths.market },
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

/** The user area's menu: Card Inventory, Live and the money pages are a creator's alone. */
export function sideMenuItems(role: string | null): IconNavItem[] {
  return [
    { label: msg`Home`, to: paths.home, icon: HomeIcon },
    { label: MARKET_NAME, to: paths.market, icon: FlameIcon },
    { label: msg`Streamers`, to: paths.streamers, icon: UsersIcon },
    { label: msg`My Cards`, to: paths.myCards, icon: CardsIcon },
    { label: msg`My Subscriptions`, to: paths.mySubscriptions, icon: StarIcon },
    { label: msg`Orders`, to: paths.orders, icon: ReceiptIcon },
    ...(role === 'creator'
      ? [
          { label: msg`Card Inventory`, to: paths.cardInventory, icon: BoxIcon },
          { label: msg`Live`, to: paths.live, icon: BroadcastIcon },
          // Creator Pro's figures; a creator on the free plan sees there what Pro unlocks.
          { label: msg`Analytics`, to: paths.analytics, icon: ChartIcon },
          { label: msg`Earnings`, to: paths.earnings, icon: WalletIcon },
        ]
      : []),
    { label: msg`Profile`, to: paths.profile, icon: UserIcon },
  ]
}

/** The phones' tab bar: where a viewer goes most, and Live for a creator; the menu holds the rest. */
export function tabBarItems(role: string | null): IconNavItem[] {
  return [
    { label: MARKET_NAME, to: paths.market, icon: FlameIcon },
    { label: msg`Streamers`, to: paths.streamers, icon: UsersIcon },
    { label: msg`My Cards`, to: paths.myCards, icon: CardsIcon },
    ...(role === 'creator' ? [{ label: msg`Live`, to: paths.live, icon: BroadcastIcon }] : []),
    { label: msg`Profile`, to: paths.profile, icon: UserIcon },
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
