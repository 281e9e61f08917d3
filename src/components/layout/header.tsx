// The site header (spec section 2): brand link, then the logged-out or logged-in items; below 768px
// the items move into a slide-in menu. It is the page's only sticky bar: on phones the user area's
// side-navigation toggle joins it (through `headerToggleSlot`), and the offline banner gets a strip
// under it in the page's flow (`headerStatusSlot`).
import { Burger, Button, Container, Group, Stack } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Link, NavLink } from 'react-router-dom'
import { paths } from '../../lib/paths'
import { useIsLoggedIn, useSession } from '../../lib/session-slice'
import { InstallAppMenuItem } from '../../offline/install-app-menu-item'
import { StartStreamingMenuItem } from '../../plans/start-streaming-menu-item'
import classes from './header.module.css'
import { MenuDrawer, preloadMenuDrawer } from './menu-drawer'
import { type NavItem, publicHeaderItems, userHeaderItemsFor } from './nav-items'
import { headerStatusSlot, headerToggleSlot } from './slots'
import { useLogOut } from './use-log-out'

interface HeaderProps {
  siteName: string
  logo: string
}

function HeaderLinks({
  items,
  className,
  onNavigate,
}: {
  items: NavItem[]
  className?: string
  onNavigate?: () => void
}) {
  return items.map((item) =>
    item.to.includes('#') ? (
      <Link key={item.label} to={item.to} className={className} onClick={onNavigate}>
        {item.label}
      </Link>
    ) : (
      <NavLink key={item.label} to={item.to} className={className} onClick={onNavigate}>
        {item.label}
      </NavLink>
    ),
  )
}

function HeaderActions({ loggedIn, onNavigate }: { loggedIn: boolean; onNavigate?: () => void }) {
  const logOut = useLogOut()
  if (loggedIn) {
    return (
      <>
        <StartStreamingMenuItem onNavigate={onNavigate} />
        <InstallAppMenuItem onNavigate={onNavigate} />
        <Button
          variant="default"
          size="sm"
          onClick={() => {
            onNavigate?.()
            void logOut()
          }}
        >
          Log Out
        </Button>
      </>
    )
  }
  return (
    <>
      <InstallAppMenuItem onNavigate={onNavigate} />
      <Button component={Link} to={paths.login} variant="subtle" size="sm" onClick={onNavigate}>
        Log In
      </Button>
      <Button component={Link} to={paths.signup} size="sm" onClick={onNavigate}>
        Sign Up
      </Button>
    </>
  )
}

export function Header({ siteName, logo }: HeaderProps) {
  const loggedIn = useIsLoggedIn()
  const { role } = useSession()
  const [opened, { toggle, close }] = useDisclosure(false)
  const items = loggedIn ? userHeaderItemsFor(role) : publicHeaderItems

  return (
    <>
      <header className={classes.header}>
        <Container size="xl" className={classes.inner}>
          <Link to="/" className={classes.brand} aria-label={siteName}>
            <img src={logo} alt="" />
            {/* Between 768 and 992px the logged-in items need the room of the name. */}
            <span className={loggedIn ? classes.compactHidden : undefined}>{siteName}</span>
          </Link>
          <Group component="nav" aria-label="Main" gap={4} wrap="nowrap" visibleFrom="sm">
            <HeaderLinks items={items} className={classes.link} />
            <Group gap="xs" ml="sm" wrap="nowrap">
              <HeaderActions loggedIn={loggedIn} />
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap" hiddenFrom="sm" className={classes.phoneActions}>
            <div ref={headerToggleSlot.ref} className={classes.toggleSlot} />
            <Burger
              className={classes.burger}
              opened={opened}
              onClick={toggle}
              onPointerEnter={preloadMenuDrawer}
              onFocus={preloadMenuDrawer}
              hiddenFrom="sm"
              aria-label={opened ? 'Close menu' : 'Open menu'}
              aria-expanded={opened}
            />
          </Group>
        </Container>
        <MenuDrawer opened={opened} onClose={close} title="Menu" position="right" size="xs" hiddenFrom="sm">
          <Stack component="nav" aria-label="Main" gap={4}>
            <HeaderLinks items={items} className={classes.drawerLink} onNavigate={close} />
            <Stack gap="xs" mt="md">
              <HeaderActions loggedIn={loggedIn} onNavigate={close} />
            </Stack>
          </Stack>
        </MenuDrawer>
      </header>
      <div ref={headerStatusSlot.ref} className={classes.statusStrip} />
    </>
  )
}
