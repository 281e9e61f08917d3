// The administrator area's entry. The app's router (src/app/router.tsx) holds
// the admin routes as route objects and loads this module first for any /admin page: the admin API
// slice, the guard and the shell are here, and each screen is a chunk of its own loaded from here. The
// landing page never loads any of it, and the build leaves every chunk reached only through this
// module out of the service worker's precache (vite.config.ts).
import '../../components/mantine-user.css'

export { adminApi } from './admin-api'
export { AdminShell } from './shell/admin-shell'
export { RequireAdmin } from './shell/require-admin'

export const adminPages = {
  login: () => import('./auth/login-page'),
  forgotPassword: () => import('./auth/forgot-password-page'),
  resetPassword: () => import('./auth/reset-password-page'),
  twoFactor: () => import('./auth/two-factor-page'),
  dashboard: () => import('./dashboard/dashboard-page'),
  users: () => import('./users/users-page'),
  cards: () => import('./cards/cards-page'),
  payments: () => import('./payments/payments-page'),
  payouts: () => import('./payouts/payouts-page'),
  invoices: () => import('./invoices/invoices-page'),
  disputes: () => import('./disputes/disputes-page'),
  grievances: () => import('./grievances/grievances-page'),
  profile: () => import('./profile/profile-page'),
  settings: () => import('./settings/settings-page'),
}

export type AdminPage = keyof typeof adminPages
