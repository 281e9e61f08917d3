// Every route of spec section 2. Layouts load with the app; each page is its own chunk.
import type { ComponentType } from 'react'
import { createBrowserRouter } from 'react-router-dom'
import { PageLoader } from '../components/page-loader'
import { RequireSession } from '../features/auth/require-session'
import { registerNavigator } from '../lib/navigation'
import PublicLayout from './layouts/public-layout'
import UserLayout from './layouts/user-layout'
import RootLayout from './routes/root-layout'
import RouteError from './routes/route-error'

function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default })
}

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      // The admin area: one lazily loaded subtree with its own routes and shell (spec section 2, Admin).
      { path: 'admin/*', lazy: page(() => import('../features/admin/admin-app')) },
      {
        Component: PublicLayout,
        children: [
          { index: true, lazy: page(() => import('../features/landing/landing-page')) },
          { path: 'login', lazy: page(() => import('../features/auth/login-page')) },
          { path: 'signup', lazy: page(() => import('../features/auth/signup-page')) },
          { path: 'forgot-password', lazy: page(() => import('../features/auth/forgot-password-page')) },
          { path: 'reset-password', lazy: page(() => import('../features/auth/reset-password-page')) },
          { path: 'contactus', lazy: page(() => import('../features/contact/contact-page')) },
          { path: 'tnc', lazy: page(() => import('../features/legal/terms-page')) },
          { path: 'privacy', lazy: page(() => import('../features/legal/privacy-page')) },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
      {
        Component: RequireSession,
        children: [
          {
            Component: UserLayout,
            children: [
              { path: 'dashboard', lazy: page(() => import('../features/market/market-page')) },
              { path: 'streamers', lazy: page(() => import('../features/streamers/streamers-page')) },
              {
                path: 'streamers/cards',
                lazy: page(() => import('../features/streamers/streamer-cards-page')),
              },
              { path: 'my-cards', lazy: page(() => import('../features/my-cards/my-cards-page')) },
              {
                path: 'card-inventory',
                lazy: page(() => import('../features/card-inventory/card-inventory-page')),
              },
              { path: 'create-card', lazy: page(() => import('../features/create-card/create-card-page')) },
              { path: 'profile', lazy: page(() => import('../features/profile/profile-page')) },
            ],
          },
        ],
      },
    ],
  },
])

// Lets the API client send an expired session to /login.
registerNavigator((to) => {
  void router.navigate(to)
})
