// The phones' bottom tab bar (below 768 px): the user area's main places, one tap away with a thumb.
// Plain links, so that they work in the prerendered page before the app is live.
import { useLingui } from '@lingui/react/macro'
import { Box } from '@mantine/core'
import { NavLink } from 'react-router'
import { useSession } from '../../lib/session-slice'
import { useLabel } from '../../lib/use-label'
import classes from './tab-bar.module.css'
import { tabBarItems } from './user-nav-items'

export function TabBar() {
  const { role } = useSession()
  const { t } = useLingui()
  const show = useLabel()
  return (
    <Box component="nav" aria-label={t`Tabs`} className={classes.bar} hiddenFrom="sm">
      {tabBarItems(role).map(({ label, to, icon: TabIcon }) => (
        <NavLink key={to} to={to} className={classes.tab}>
          <TabIcon size={22} />
          <span className={classes.label}>{show(label)}</span>
        </NavLink>
      ))}
    </Box>
  )
}
