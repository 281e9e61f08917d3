import { Outlet } from 'react-router-dom'
import { Footer } from '../../components/layout/footer'
import { Header } from '../../components/layout/header'
import { SideNav } from '../../components/layout/side-nav'
import SignedInActions from '../../components/layout/signed-in-actions'
import { useSiteSettings } from '../../features/site-settings/use-site-settings'
import classes from './layouts.module.css'
import '../../components/mantine-user.css'

/** The user area: header, side navigation, content (and the footer under the content). */
export default function UserLayout() {
  const { siteName, logo } = useSiteSettings()
  return (
    <div className={classes.shell}>
      <Header siteName={siteName} logo={logo} SignedInActions={SignedInActions} />
      <div className={classes.userBody}>
        <SideNav siteName={siteName} logo={logo} />
        <div className={classes.userColumn}>
          <main id="main" className={classes.main}>
            <Outlet />
          </main>
          <Footer />
        </div>
      </div>
    </div>
  )
}
