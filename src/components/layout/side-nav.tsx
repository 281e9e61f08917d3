// The logged-in side navigation. From 768px it is a column beside the content; below,
// a toggle in the header bar opens it over an overlay, and a link click or an overlay click closes it.
import { Box, Button, NavLink, Stack } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { Link, useLocation } from 'react-router-dom'
import { paths } from '../../../contract/paths'
import { useSession } from '../../lib/session-slice'
import {
  BoxIcon,
  BroadcastIcon,
  CardsIcon,
  ChartIcon,
  FlameIcon,
  HomeIcon,
  LogOutIcon,
  MenuIcon,
  StarIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
} from '../icons'
import { MenuDrawer, preloadMenuDrawer } from './menu-drawer'
import classes from './side-nav.module.css'
import { headerToggleSlot } from './slots'
import { useCloseOnHistoryMove } from './use-close-on-history-move'
import { useLogOut } from './use-log-out'

interface SideNavProps {
  siteName: string
  logo: string
}

interface SideNavItem {
  label: string
  to: string
  icon: ReactNode
}

function sideNavItems(role: string | null): SideNavItem[] {
  return [
    { label: 'Home', to: '/', icon: <HomeIcon /> },
    // The spec's own spelling.
    { label: 'Tranding Cards', to: paths.market, icon: <FlameIcon /> },
    { label: 'Streamers', to: paths.streamers, icon: <UsersIcon /> },
    { label: 'My Cards', to: paths.myCards, icon: <CardsIcon /> },
    { label: 'My Subscriptions', to: paths.mySubscriptions, icon: <StarIcon /> },
    ...(role === 'creator'
      ? [
          { label: 'Card Inventory', to: paths.cardInventory, icon: <BoxIcon /> },
          { label: 'Live', to: paths.live, icon: <BroadcastIcon /> },
          // Creator Pro's figures; a creator on the free plan sees there what Pro unlocks.
          { label: 'Analytics', to: paths.analytics, icon: <ChartIcon /> },
          { label: 'Earnings', to: paths.earnings, icon: <WalletIcon /> },
        ]
      : []),
    { label: 'Profile', to: paths.profile, icon: <UserIcon /> },
  ]
}

function isActive(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`)
}

function SideNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { role } = useSession()
  const { pathname } = useLocation()
  const logOut = useLogOut()
  return (
    <Stack gap={2}>
      {sideNavItems(role).map((item) => {
        const active = isActive(pathname, item.to)
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={item.icon}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />
        )
      })}
      <NavLink
        component={Link}
        to="/"
        label="Log Out"
        leftSection={<LogOutIcon />}
        onClick={(event) => {
          event.preventDefault()
          onNavigate?.()
          void logOut()
        }}
      />
    </Stack>
  )
}

function SideNavLogo({ siteName, logo }: SideNavProps) {
  return (
    <Link to="/" className={classes.logo}>
      <img src={logo} alt={`${siteName} logo`} fetchPriority="low" />
    </Link>
  )
}

export function SideNav(props: SideNavProps) {
  const [opened, { open, close }] = useDisclosure(false)
  useCloseOnHistoryMove(close)
  // The toggle lives in the header's bar, which hides it from 768px on.
  const toggleHost = headerToggleSlot.useElement()
  return (
    <>
      <Box component="nav" aria-label="User area" className={classes.aside} visibleFrom="sm">
        <SideNavLogo {...props} />
        <SideNavLinks />
      </Box>
      {toggleHost
        ? createPortal(
            <Button
              variant="light"
              size="sm"
              className={classes.toggle}
              leftSection={<MenuIcon size={18} />}
              onClick={open}
              onPointerEnter={preloadMenuDrawer}
              onFocus={preloadMenuDrawer}
              aria-expanded={opened}
            >
              Navigation
            </Button>,
            toggleHost,
          )
        : null}
      <MenuDrawer
        opened={opened}
        onClose={close}
        position="left"
        size={280}
        title={<SideNavLogo {...props} />}
        closeLabel="Close side panel"
        hiddenFrom="sm"
      >
        <Box component="nav" aria-label="User area">
          <SideNavLinks onNavigate={close} />
        </Box>
      </MenuDrawer>
    </>
  )
}
