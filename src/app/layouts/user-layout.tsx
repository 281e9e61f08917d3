import { Outlet } from 'react-router'
import { AuctionsToPayBanner } from '../../auctions/auctions-to-pay-banner'
import { ConsentGate } from '../../features/consent/consent-gate'
import { useSiteSettings } from '../../features/site-settings/use-site-settings'
import { Footer } from '../shell/footer'
import { Header } from '../shell/header'
import { SideNav } from '../shell/side-nav'
import { TabBar } from '../shell/tab-bar'
import classes from './layouts.module.css'
import '../../components/mantine-user.css'

/**
 * The user area: header, side menu, content (and the footer under the content), and the phones' tab bar;
 * over the content, any auction the user won and may still pay.
 */
export default function UserLayout() {
  const { siteName, logo } = useSiteSettings()
  return (
    <div className={`${classes.shell} ${classes.userShell}`}>
      <Header siteName={siteName} logo={logo} withSideMenu />
      <div className={classes.userBody}>
        <SideNav siteName={siteName} logo={logo} />
        <div className={classes.userColumn}>
          <main id="main" className={classes.main}>
            {/* A child's account waits for the parent's consent: every page says so instead. */}
            <ConsentGate>
              <AuctionsToPayBanner />
              <Outlet />
            </ConsentGate>
          </main>
          <Footer />
        </div>
      </div>
      <TabBar />
    </div>
  )
}
