import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { NavLink, Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { paths } from '../../../../contract/paths'
import { CardsIcon, LogOutIcon, UsersIcon } from '../../../components/icons'
import { DashboardIcon, PaymentIcon, SettingsIcon } from '../components/admin-icons'

interface AdminNavItem {
  /** Shown with `i18n._` in the app's language. */
  label: MessageDescriptor
  to: string
  icon: ReactNode
}

// The spec's order: Dashboard, User Management, Payment Management, Card Management, Settings, Logout;
// Payouts (creators' earnings paid out), Invoices and Disputes (docs/tax.md) join after Payment Management,
// then Grievances, the complaints of /grievance (docs/privacy.md).
export const ADMIN_NAV_ITEMS: AdminNavItem[] = [
  { label: msg`Dashboard`, to: paths.admin.dashboard, icon: <DashboardIcon /> },
  { label: msg`User Management`, to: paths.admin.users, icon: <UsersIcon /> },
  { label: msg`Payment Management`, to: paths.admin.payments, icon: <PaymentIcon /> },
  { label: msg`Payouts`, to: paths.admin.payouts, icon: <PaymentIcon /> },
  { label: msg`Invoices`, to: paths.admin.invoices, icon: <PaymentIcon /> },
  { label: msg`Disputes`, to: paths.admin.disputes, icon: <PaymentIcon /> },
  { label: msg`Grievances`, to: paths.admin.grievances, icon: <UsersIcon /> },
  { label: msg`Card Management`, to: paths.admin.cards, icon: <CardsIcon /> },
  { label: msg`Settings`, to: paths.admin.settings, icon: <SettingsIcon /> },
]

interface AdminNavProps {
  onNavigate: () => void
  onLogout: () => void
}

/** The sidebar's links; the current page is marked for sight and for screen readers. */
export function AdminNav({ onNavigate, onLogout }: AdminNavProps) {
  const { pathname } = useLocation()
  const { i18n } = useLingui()
  return (
    <Stack component="nav" aria-label={i18n._(msg`Admin`)} gap={2}>
      {ADMIN_NAV_ITEMS.map((item) => {
        const active = pathname === item.to || pathname.startsWith(`${item.to}/`)
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={i18n._(item.label)}
            leftSection={item.icon}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            fw={500}
          />
        )
      })}
      <NavLink
        component="button"
        type="button"
        label={i18n._(msg`Logout`)}
        leftSection={<LogOutIcon />}
        onClick={onLogout}
        fw={500}
      />
    </Stack>
  )
}
