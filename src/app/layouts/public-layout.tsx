import { Outlet } from 'react-router'
import { useSiteSettings } from '../../features/site-settings/use-site-settings'
import { Footer } from '../shell/footer'
import { Header } from '../shell/header'
import classes from './layouts.module.css'

/** Landing, account and static pages: header, content, footer. */
export default function PublicLayout() {
  const { siteName, logo } = useSiteSettings()
  return (
    <div className={classes.shell}>
      <Header siteName={siteName} logo={logo} />
      <main id="main" className={classes.main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  )
}
