// Every route of spec section 2, as route objects. Layouts load with the app; each page is its own
// chunk. The admin area's routes are here too; its code (the admin API slice, guard, shell and pages)
// loads through its entry module, src/features/admin/admin-app.tsx, only when an /admin page opens.
import type { ComponentType } from 'react'
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom'
import { PageLoader } from '../components/page-loader'
import type { AdminPage } from '../features/admin/admin-app'
import { RequireSession } from '../features/auth/require-session'
import { registerNavigator } from '../lib/navigation'
import { paths, segment } from '../lib/paths'
import PublicLayout from './layouts/public-layout'
import UserLayout from './layouts/user-layout'
import RootLayout from './routes/root-layout'
import RouteError from './routes/route-error'
import { type LazyApiSlice, useLazyApiSlice } from './store'

function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default })
}

/** A route's path below its parent's: '/admin/login' under '/admin' is 'login'. */
const below = (parent: string, path: string) => segment(path.slice(parent.length))

// ---- the admin area ----

const adminArea = () => import('../features/admin/admin-app')

function adminPage(name: AdminPage) {
  return page(async () => (await adminArea()).adminPages[name]())
}

/** Renders a subtree once its lazily loaded API slice is in the store. */
function WithApiSlice({ slice }: { slice: LazyApiSlice }) {
  return useLazyApiSlice(slice) ? <Outlet /> : <PageLoader />
}

const admin = (path: string) => below(paths.admin.root, path)
const toAdminDashboard = <Navigate to={paths.admin.dashboard} replace />

const adminRoutes: RouteObject = {
  path: segment(paths.admin.root),
  lazy: async () => ({ element: <WithApiSlice slice={(await adminArea()).adminApi} /> }),
  children: [
    { path: admin(paths.admin.login), lazy: adminPage('login') },
    { path: admin(paths.admin.forgotPassword), lazy: adminPage('forgotPassword') },
    { path: admin(paths.admin.resetPassword), lazy: adminPage('resetPassword') },
    {
      lazy: async () => ({ Component: (await adminArea()).RequireAdmin }),
      children: [
        {
          lazy: async () => ({ Component: (await adminArea()).AdminShell }),
          children: [
            { index: true, element: toAdminDashboard },
            { path: admin(paths.admin.dashboard), lazy: adminPage('dashboard') },
            { path: admin(paths.admin.users), lazy: adminPage('users') },
            { path: admin(paths.admin.cards), lazy: adminPage('cards') },
            { path: admin(paths.admin.payments), lazy: adminPage('payments') },
            { path: admin(paths.admin.payouts), lazy: adminPage('payouts') },
            { path: admin(paths.admin.profile), lazy: adminPage('profile') },
            { path: admin(paths.admin.settings), lazy: adminPage('settings') },
            { path: '*', element: toAdminDashboard },
          ],
        },
      ],
    },
  ],
}

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      adminRoutes,
      {
        Component: PublicLayout,
        children: [
          { index: true, lazy: page(() => import('../features/landing/landing-page')) },
          { path: segment(paths.login), lazy: page(() => import('../features/auth/login-page')) },
          { path: segment(paths.signup), lazy: page(() => import('../features/auth/signup-page')) },
          {
            path: segment(paths.forgotPassword),
            lazy: page(() => import('../features/auth/forgot-password-page')),
          },
          {
            path: segment(paths.resetPassword),
            lazy: page(() => import('../features/auth/reset-password-page')),
          },
          { path: segment(paths.contact), lazy: page(() => import('../features/contact/contact-page')) },
          { path: segment(paths.terms), lazy: page(() => import('../features/legal/terms-page')) },
          { path: segment(paths.privacy), lazy: page(() => import('../features/legal/privacy-page')) },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
      {
        Component: RequireSession,
        children: [
          {
            Component: UserLayout,
            children: [
              { path: segment(paths.market), lazy: page(() => import('../features/market/market-page')) },
              {
                path: segment(paths.streamers),
                lazy: page(() => import('../features/streamers/streamers-page')),
              },
              {
                path: segment(paths.streamerCards),
                lazy: page(() => import('../features/streamers/streamer-cards-page')),
              },
              {
                path: segment(paths.myCards),
                lazy: page(() => import('../features/my-cards/my-cards-page')),
              },
              {
                path: segment(paths.cardInventory),
                lazy: page(() => import('../features/card-inventory/card-inventory-page')),
              },
              {
                path: segment(paths.createCard),
                lazy: page(() => import('../features/create-card/create-card-page')),
              },
              { path: segment(paths.profile), lazy: page(() => import('../features/profile/profile-page')) },
              {
                path: segment(paths.analytics),
                lazy: page(() => import('../features/analytics/analytics-page')),
              },
              {
                path: segment(paths.earnings),
                lazy: page(() => import('../features/earnings/earnings-page')),
              },
              { path: segment(paths.live), lazy: page(() => import('../features/live/live-page')) },
            ],
          },
        ],
      },
    ],
  },
])

// Lets the API clients send an expired session to its login page.
registerNavigator((to) => {
  void router.navigate(to)
})
