import { Trans, useLingui } from '@lingui/react/macro'
import { Outlet } from 'react-router'
import {
  isDefaultDescription,
  useDocumentSiteSettings,
  useSiteSettings,
} from '../../features/site-settings/use-site-settings'
import { useDocumentTitle } from '../../lib/page-title'
import { useSessionSync } from '../../lib/session-slice'
import { ScrollToTop } from '../scroll-to-top'
import { HeaderMenuProvider } from '../shell/header-menu'

/**
 * Wraps every route: the skip link, the scroll behaviour, the site settings, cross-tab session sync, and
 * the phone menu's state (shared by the layouts' headers).
 */
export default function RootLayout() {
  const { t } = useLingui()
  const siteSettings = useSiteSettings()
  // The default description is contract/constants.ts's DEFAULT_SITE_DESCRIPTION, translated here by
  // Lingui rather than contract/translate.ts: that dictionary holds every server and form message, and
  // the entry every page loads must not carry it (docs/architecture.md, the first visit's JavaScript).
  // Its Hindi is the same as contract/hindi-messages.ts's.
  const description = isDefaultDescription(siteSettings.siteDescription)
    ? t`Your Card Platform`
    : siteSettings.siteDescription
  useDocumentSiteSettings({ description, favicon: siteSettings.favicon })
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
