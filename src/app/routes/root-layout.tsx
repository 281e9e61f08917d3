import { Outlet } from 'react-router-dom'
import { useDocumentSiteSettings } from '../../features/site-settings/use-site-settings'
import { useSessionSync } from '../../lib/session-slice'
import { ScrollToTop } from '../scroll-to-top'

/** Wraps every route: the skip link, the scroll behaviour, the site settings and cross-tab session sync. */
export default function RootLayout() {
  useDocumentSiteSettings()
  useSessionSync()
  return (
    <>
      <ScrollToTop />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Outlet />
    </>
  )
}
