import { Trans } from '@lingui/react/macro'
import { Outlet } from 'react-router'
import { useDocumentSiteSettings, useSiteSettings } from '../../features/site-settings/use-site-settings'
import { useDocumentTitle } from '../../lib/page-title'
import { useSessionSync } from '../../lib/session-slice'
import { ScrollToTop } from '../scroll-to-top'
import { HeaderMenuProvider } from '../shell/header-menu'

/**
 * Wraps every route: the skip link, the scroll behaviour, the site settings, cross-tab session sync, and
 * the phone menu's state (shared by the layouts' headers).
 */
export default function RootLayout() {
  const siteSettings = useSiteSettings()
  useDocumentSiteSettings(siteSettings)
  useDocumentTitle(siteSettings.siteName)
  useSessionSync()
  return (
    <HeaderMenuProvider>
      <ScrollToTop />
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <Outlet />
    </HeaderMenuProvider>
  )
}
