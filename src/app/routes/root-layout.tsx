import { Outlet } from 'react-router-dom'
import { useFetchedSiteSettings } from '../../api/site-settings-slice'
import { HeaderMenuProvider } from '../../components/layout/header-menu'
import { useDocumentTitle } from '../../components/layout/page-title'
import { useDocumentSiteSettings, useSiteSettings } from '../../features/site-settings/use-site-settings'
import { useSessionSync } from '../../lib/session-slice'
import { ScrollToTop } from '../scroll-to-top'

/**
 * Wraps every route: the skip link, the scroll behaviour, the site settings, cross-tab session sync, and
 * the phone menu's state (shared by the layouts' headers).
 */
export default function RootLayout() {
  useDocumentSiteSettings()
  // After the site settings (effects run in order): the page's own title wins over the bare site name.
  useDocumentTitle(useSiteSettings().siteName, useFetchedSiteSettings().data)
  useSessionSync()
  return (
    <HeaderMenuProvider>
      <ScrollToTop />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Outlet />
    </HeaderMenuProvider>
  )
}
