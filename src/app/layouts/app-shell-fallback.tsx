// What a page rendered in the browser shows until its code is in: the site's header bar with the
// brand, and a loader. The build writes it into the app shell's HTML (scripts/prerender.ts), so a first
// visit to the market, or to any other signed-in page, paints the brand at once instead of a blank
// page; the router then shows the same while it loads the page's code, so nothing flashes between.
import { PageLoader } from '../../components/page-loader'
import { useSiteSettings } from '../../features/site-settings/use-site-settings'
import { BrandOnlyHeader } from '../shell/header'
import classes from './layouts.module.css'

export function AppShellFallback() {
  const { siteName, logo } = useSiteSettings()
  return (
    <div className={classes.shell}>
      <BrandOnlyHeader siteName={siteName} logo={logo} />
      <main id="main" className={classes.main}>
        <PageLoader />
      </main>
    </div>
  )
}
