// The site header: brand link, then the logged-out or logged-in items; below 768px the items move into
// a slide-in menu. In the user area the navigation is the side menu's alone (side-nav.tsx): the header
// holds the brand and, on phones, the button that opens that menu. It is the page's only sticky bar;
// the offline banner gets a strip under it in the page's flow (`headerStatusSlot`).
import { useLingui as useLinguiContext } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Burger, Container, Group, Stack } from '@mantine/core'
import { type ComponentType, lazy } from 'react'
import { Link, NavLink } from 'react-router'
import { paths } from '../../../contract/paths'
import { WhenApiReady } from '../../api/when-api-ready'
import { LightButtonLink } from '../../components/light-button'
import { LocaleToggle } from '../../components/locale-toggle'
import { MenuDrawer, preloadMenuDrawer } from '../../components/menu-drawer'
import { headerStatusSlot } from '../../lib/header-slots'
import { useHydrated } from '../../lib/hydrated'
import { useIsLoggedIn, useSession } from '../../lib/session-slice'
import { InstallAppMenuItem } from '../../pwa/install-app-menu-item'
import classes from './header.module.css'
import { useHeaderMenu } from './header-menu'
import { type NavItem, publicHeaderItems, userHeaderItemsFor } from './nav-items'
import type { HeaderActionsProps } from './signed-in-actions'

interface BrandProps {
  siteName: string
  logo: string
}

interface HeaderProps extends BrandProps {
  /**
   * The signed-in actions. The user area, whose pages load the API client anyway, passes them in;
   * elsewhere they load on demand, so that a signed-out first visit never downloads them.
   */
  SignedInActions?: ComponentType<HeaderActionsProps>
  /** The user area: its side menu (side-nav.tsx) holds the navigation and opens from this header's button. */
  withSideMenu?: boolean
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
  // Lingui messages only (nav-items.ts): src/lib/use-label.ts would bring the contract's dictionary.
  const { i18n } = useLinguiContext()
  return items.map((item) =>
    item.to.includes('#') ? (
      <Link key={item.to} to={item.to} className={className} onClick={onNavigate}>
        {i18n._(item.label)}
      </Link>
    ) : (
      <NavLink key={item.to} to={item.to} className={className} onClick={onNavigate}>
        {i18n._(item.label)}
      </NavLink>
    ),
  )
}

const LazySignedInActions = lazy(() => import('./signed-in-actions'))

/** The signed-in actions, loaded with the API client when first shown (the public pages' header). */
function SignedInActionsOnDemand(props: HeaderActionsProps) {
  return (
    <WhenApiReady>
      <LazySignedInActions {...props} />
    </WhenApiReady>
  )
}

function SignedOutActions({ onNavigate }: HeaderActionsProps) {
  return (
    <>
      <InstallAppMenuItem onNavigate={onNavigate} />
      <LightButtonLink to={paths.login} variant="subtle" onClick={onNavigate}>
        <Trans>Log In</Trans>
      </LightButtonLink>
      <LightButtonLink to={paths.signup} onClick={onNavigate}>
        <Trans>Sign Up</Trans>
      </LightButtonLink>
    </>
  )
}

function Brand({ siteName, logo, nameCompactHidden = false }: BrandProps & { nameCompactHidden?: boolean }) {
  return (
    <Link to="/" className={classes.brand} aria-label={siteName}>
      {/* The brand is never a page's content: its request waits behind the page's own. */}
      <img src={logo} alt="" fetchPriority="low" />
      <span className={nameCompactHidden ? classes.compactHidden : undefined}>{siteName}</span>
    </Link>
  )
}

/**
 * The header's bar with the brand alone: what the app shell shows while a page's code loads
 * (src/app/layouts/app-shell-fallback.tsx), before the app knows who is visiting.
 */
export function BrandOnlyHeader({ siteName, logo }: BrandProps) {
  return (
    <>
      <header className={classes.header}>
        <Container size="xl" className={classes.inner}>
          <Brand siteName={siteName} logo={logo} />
        </Container>
      </header>
      <div className={classes.statusStrip} />
    </>
  )
}

export function Header({
  siteName,
  logo,
  SignedInActions = SignedInActionsOnDemand,
  withSideMenu = false,
}: HeaderProps) {
  const { t } = useLingui()
  const loggedIn = useIsLoggedIn()
  const { role } = useSession()
  const { opened, toggle, close } = useHeaderMenu()
  const hydrated = useHydrated()
  const items = loggedIn ? userHeaderItemsFor(role) : publicHeaderItems
  const Actions = loggedIn ? SignedInActions : SignedOutActions

  return (
    <>
      <header className={classes.header}>
        <Container size="xl" className={classes.inner}>
          {/* Between 768 and 992px the logged-in items need the room of the name. */}
          <Brand siteName={siteName} logo={logo} nameCompactHidden={loggedIn && !withSideMenu} />
          {withSideMenu ? null : (
            <Group component="nav" aria-label={t`Main`} gap={4} wrap="nowrap" visibleFrom="sm">
              <HeaderLinks items={items} className={classes.link} />
              <Group gap="xs" ml="sm" wrap="nowrap">
                <LocaleToggle />
                <Actions />
              </Group>
            </Group>
          )}
          <Burger
            className={classes.burger}
            opened={opened}
            onClick={toggle}
            onPointerEnter={preloadMenuDrawer}
            onFocus={preloadMenuDrawer}
            hiddenFrom="sm"
            // Over prerendered HTML the menu opens only once the app is live: until then a tap would
            // do nothing, and the button says so.
            disabled={!hydrated}
            aria-label={opened ? t`Close menu` : t`Open menu`}
            aria-expanded={opened}
          />
        </Container>
        {withSideMenu ? null : (
          <MenuDrawer
            opened={opened}
            onClose={close}
            title={t`Menu`}
            closeLabel={t`Dismiss menu`}
            position="right"
            size="xs"
            hiddenFrom="sm"
          >
            <Stack component="nav" aria-label={t`Main`} gap={4}>
              <HeaderLinks items={items} className={classes.drawerLink} onNavigate={close} />
              <Stack gap="xs" mt="md" className={classes.drawerActions}>
                <LocaleToggle onChosen={close} />
                <Actions onNavigate={close} />
              </Stack>
            </Stack>
          </MenuDrawer>
        )}
      </header>
      <div ref={headerStatusSlot.ref} className={classes.statusStrip} />
    </>
  )
}
