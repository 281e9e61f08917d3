// The user area's one menu. From 768px it is a column beside the content; below, the header's menu
// button opens it as a drawer (its open state is the header menu's: header-menu.tsx), and a link
// click or an overlay click closes it. The phones' tab bar (tab-bar.tsx) holds the main places too.
import { useLingui } from '@lingui/react/macro'
import { Box, Loader, NavLink, Stack } from '@mantine/core'
import { Link, useLocation } from 'react-router'
import { LOCALES, localeNames } from '../../../contract/locales'
import { BroadcastIcon, DownloadIcon, LanguageIcon, LogOutIcon } from '../../components/icons'
import { MenuDrawer } from '../../components/menu-drawer'
import { useLocaleChoice } from '../../lib/locale-choice'
import { useSession } from '../../lib/session-slice'
import { useLabel } from '../../lib/use-label'
import { useStartStreaming } from '../../plans/use-start-streaming'
import { useInstallAction } from '../../pwa/install-app-menu-item'
import { installMessages } from '../../pwa/install-prompt'
import { useHeaderMenu } from './header-menu'
import classes from './side-nav.module.css'
import { useLogOut } from './use-log-out'
import { sideMenuItems } from './user-nav-items'

interface SideNavProps {
  siteName: string
  logo: string
}

function isActive(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`)
}

/** A viewer's way to become a creator, where a creator's pages would be. */
function StartStreamingLink({ onNavigate }: { onNavigate?: () => void }) {
  const { startStreaming, starting } = useStartStreaming()
  const { t } = useLingui()
  return (
    <NavLink
      component="button"
      label={t`Start streaming`}
      leftSection={<BroadcastIcon />}
      rightSection={starting ? <Loader size="xs" /> : null}
      disabled={starting}
      onClick={() => {
        onNavigate?.()
        startStreaming()
      }}
    />
  )
}

function InstallAppLink({ onNavigate }: { onNavigate?: () => void }) {
  const install = useInstallAction()
  if (!install) return null
  return (
    <NavLink
      component="button"
      label={installMessages.action}
      leftSection={<DownloadIcon />}
      onClick={() => {
        onNavigate?.()
        install()
      }}
    />
  )
}

/** The language switch among the menu's links: the other language's name, in itself. */
function LocaleToggleLink({ onNavigate }: { onNavigate?: () => void }) {
  const { locale, choose } = useLocaleChoice()
  const other = LOCALES.find((candidate) => candidate !== locale) ?? locale
  return (
    <NavLink
      component="button"
      lang={other}
      label={localeNames[other]}
      leftSection={<LanguageIcon />}
      onClick={() => {
        onNavigate?.()
        void choose(other)
      }}
    />
  )
}

function SideNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { role } = useSession()
  const { pathname } = useLocation()
  const logOut = useLogOut()
  const { t } = useLingui()
  const show = useLabel()
  return (
    <Stack gap={2}>
      {sideMenuItems(role).map(({ label, to, icon: ItemIcon }) => {
        const active = isActive(pathname, to)
        return (
          <NavLink
            key={to}
            component={Link}
            to={to}
            label={show(label)}
            leftSection={<ItemIcon />}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />
        )
      })}
      {role === 'viewer' ? <StartStreamingLink onNavigate={onNavigate} /> : null}
      <InstallAppLink onNavigate={onNavigate} />
      <LocaleToggleLink onNavigate={onNavigate} />
      <NavLink
        component={Link}
        to="/"
        label={t`Log Out`}
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
  const { t } = useLingui()
  return (
    <Link to="/" className={classes.logo}>
      <img src={logo} alt={t`${siteName} logo`} fetchPriority="low" />
    </Link>
  )
}

export function SideNav(props: SideNavProps) {
  const { opened, close } = useHeaderMenu()
  const { t } = useLingui()
  return (
    <>
      <Box component="nav" aria-label={t`User area`} className={classes.aside} visibleFrom="sm">
        <SideNavLogo {...props} />
        <SideNavLinks />
      </Box>
      <MenuDrawer
        opened={opened}
        onClose={close}
        position="left"
        size={280}
        title={t`Menu`}
        closeLabel={t`Dismiss menu`}
        hiddenFrom="sm"
      >
        <Box component="nav" aria-label={t`User area`}>
          <SideNavLogo {...props} />
          <SideNavLinks onNavigate={close} />
        </Box>
      </MenuDrawer>
    </>
  )
}
