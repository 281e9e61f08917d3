// The user area's navigations, with their icons: its one menu (side-nav.tsx) and the phones' tab bar
// (tab-bar.tsx). Apart from nav-items.ts, which the header and the footer of every page read, so that
// the public pages' first visit loads none of these icons.
import { msg } from '@lingui/core/macro'
import type { ComponentType } from 'react'
import { paths } from '../../../contract/paths'
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
import { marketName, type NavItem } from './nav-items'

export interface IconNavItem extends NavItem {
  icon: ComponentType<IconProps>
}

/** The user area's menu: Card Inventory, Live and the money pages are a creator's alone. */
export function sideMenuItems(role: string | null): IconNavItem[] {
  return [
    { label: msg`Home`, to: paths.home, icon: HomeIcon },
    { label: marketName, to: paths.market, icon: FlameIcon },
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
    { label: marketName, to: paths.market, icon: FlameIcon },
    { label: msg`Streamers`, to: paths.streamers, icon: UsersIcon },
    { label: msg`My Cards`, to: paths.myCards, icon: CardsIcon },
    ...(role === 'creator' ? [{ label: msg`Live`, to: paths.live, icon: BroadcastIcon }] : []),
    { label: msg`Profile`, to: paths.profile, icon: UserIcon },
  ]
}
