// Every route of the product (contract/paths.ts), as route objects. The root and public layouts load with the app; the
// user area's guard and layout and each page are chunks of their own. The admin area's routes are here
// too; its code (the admin API slice, guard, shell and pages) loads through its entry module,
// src/features/admin/admin-app.tsx, only when an /admin page opens.
//
// The same route objects render the prerendered public pages at build time
// (scripts/prerender-entry.ts, through react-router's static handler) and run in the browser
// (createAppRouter below).
import type { ComponentType } from 'react'
import { createBrowserRouter, matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router'
import { paths, segment } from '../../contract/paths'
import { apiPaths } from '../api/api-paths'
import { requestEarly } from '../api/early-requests'
import { PageLoader } from '../components/page-loader'
import type { AdminPage } from '../features/admin/admin-app'
import { cataloguesLoaded } from '../lib/i18n'
import { registerNavigator } from '../lib/navigation'
import { yieldToMain } from '../lib/yield-to-main'
import { AppShellFallback } from './layouts/app-shell-fallback'
import PublicLayout from './layouts/public-layout'
import RootLayout from './routes/root-layout'
import RouteError from './routes/route-error'
import { type AppStore, type LazyApiSlice, useLazyApiSlice } from './store'

/**
 * A lazy route's page. Its modules ask for their catalogues as they are evaluated (src/lib/i18n.ts):
 * in Hindi the page shows once they are in, never in English first.
 */
function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const { default: Component } = await load()
    await cataloguesLoaded()
    return { Component }
  }
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
        // Outside the shell: until two-factor is on (ADMIN_2FA=required) the shell's calls are refused.
        { path: admin(paths.admin.twoFactor), lazy: adminPage('twoFactor') },
        {
          lazy: async () => ({ Component: (await adminArea()).AdminShell }),
          children: [
            { index: true, element: toAdminDashboard },
            { path: admin(paths.admin.dashboard), lazy: adminPage('dashboard') },
            { path: admin(paths.admin.users), lazy: adminPage('users') },
            { path: admin(paths.admin.cards), lazy: adminPage('cards') },
            { path: admin(paths.admin.payments), lazy: adminPage('payments') },
            { path: admin(paths.admin.payouts), lazy: adminPage('payouts') },
            { path: admin(paths.admin.invoices), lazy: adminPage('invoices') },
            { path: admin(paths.admin.disputes), lazy: adminPage('disputes') },
            { path: admin(paths.admin.grievances), lazy: adminPage('grievances') },
            { path: admin(paths.admin.profile), lazy: adminPage('profile') },
            { path: admin(paths.admin.settings), lazy: adminPage('settings') },
            { path: '*', element: toAdminDashboard },
          ],
        },
      ],
    },
  ],
}

/** The market's route, by the id its loader's data goes under. */
const MARKET_ROUTE_ID = 'market'

/**
 * The market's loader starts the catalogue request when the navigation starts, in parallel with the
 * page's chunks (react-router runs a route's loader and its `lazy` together), instead of after them.
 * It waits for nothing: the page shows skeleton cards until the answer is in the store. The catalogue
 * is public: signed in or not, the market shows it.
 */
function prefetchCatalogue(store: AppStore) {
  return () => {
    // Before the API client has loaded (a first visit), the request starts now and the client takes
    // its answer up. Once it is in, the prefetch alone asks, and only for an answer over 30 s old: an
    // early answer nobody took could otherwise reach a later refetch in its place.
    if (store.getState().api === undefined) requestEarly(apiPaths.catalogue)
    void Promise.all([import('../api/cards-api'), store.loadApi()])
      .then(([{ cardsApi }]) =>
        store.dispatch(cardsApi.util.prefetch('getCards', undefined, { ifOlderThan: 30 })),
      )
      // The page asks again itself, and shows the failure.
      .catch(() => undefined)
    return null
  }
}

/**
 * Routes whose pages call the API: the API slice is in the store before they render (and before a
 * prerendered one hydrates). The landing page and the legal pages stay out, so their first visit
 * loads no API client.
 */
function callingTheApi(store: AppStore, children: RouteObject[]): RouteObject {
  return {
    lazy: async () => {
      await store.loadApi()
      return { Component: Outlet }
    },
    children,
  }
}

export function appRoutes(store: AppStore): RouteObject[] {
  return [
    {
      Component: RootLayout,
      HydrateFallback: AppShellFallback,
      ErrorBoundary: RouteError,
      children: [
        adminRoutes,
        {
          Component: PublicLayout,
          children: [
            {
              index: true,
              lazy: async () => {
                const landing = await import('../features/landing/landing-page')
                await landing.whenReady()
                await cataloguesLoaded()
                return { Component: landing.default }
              },
            },
            callingTheApi(store, [
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
              {
                path: segment(paths.grievance),
                lazy: page(() => import('../features/grievance/grievance-page')),
              },
              // A child's parent, from the links in Cardcast's mails: no account needed.
              ...[paths.parentConsent, paths.parentManage, paths.parentWithdraw].map((path) => ({
                path: segment(path),
                lazy: page(() => import('../features/consent/parent-page')),
              })),
            ]),
            { path: segment(paths.terms), lazy: page(() => import('../features/legal/terms-page')) },
            { path: segment(paths.privacy), lazy: page(() => import('../features/legal/privacy-page')) },
            { path: '*', lazy: page(() => import('./routes/not-found')) },
          ],
        },
        callingTheApi(store, [
          {
            // Open to everyone: browsing needs no account; Buy asks for one (src/lib/sign-up-first.ts).
            lazy: page(() => import('./layouts/browse-layout')),
            children: [
              {
                id: MARKET_ROUTE_ID,
                path: segment(paths.market),
                loader: prefetchCatalogue(store),
                lazy: page(() => import('../features/market/market-page')),
              },
              {
                path: segment(paths.streamers),
                lazy: page(() => import('../features/streamers/streamers-page')),
              },
              {
                path: segment(paths.streamerCards),
                lazy: page(() => import('../features/streamers/streamer-cards-page')),
              },
              {
                path: segment(paths.streamerPage),
                lazy: page(() => import('../features/streamers/streamer-page')),
              },
            ],
          },
          {
            lazy: async () => {
              const { RequireSession } = await import('../features/auth/require-session')
              await cataloguesLoaded()
              return { Component: RequireSession }
            },
            children: [
              {
                // The same layout as the pages open to everyone, signed in here: the user area's.
                lazy: page(() => import('./layouts/browse-layout')),
                children: [
                  {
                    path: segment(paths.myCards),
                    lazy: page(() => import('../features/my-cards/my-cards-page')),
                  },
                  {
                    path: segment(paths.mySubscriptions),
                    lazy: page(() => import('../features/my-subscriptions/my-subscriptions-page')),
                  },
                  {
                    path: segment(paths.orders),
                    lazy: page(() => import('../features/orders/orders-page')),
                  },
                  {
                    path: segment(paths.cardInventory),
                    lazy: page(() => import('../features/card-inventory/card-inventory-page')),
                  },
                  {
                    path: segment(paths.createCard),
                    lazy: page(() => import('../features/create-card/create-card-page')),
                  },
                  {
                    path: segment(paths.profile),
                    lazy: page(() => import('../features/profile/profile-page')),
                  },
                  {
                    path: segment(paths.analytics),
                    lazy: page(() => import('../features/analytics/analytics-page')),
                  },
                  {
                    path: segment(paths.earnings),
                    lazy: page(() => import('../features/earnings/earnings-page')),
                  },
                  { path: segment(paths.live), lazy: page(() => import('../features/live/live-page')) },
                  {
                    path: segment(paths.auction),
                    lazy: page(() => import('../features/auctions/auction-page')),
                  },
                ],
              },
            ],
          },
        ]),
      ],
    },
  ]
}

/**
 * Loads the lazy route modules that match `pathname` and puts them on their route objects, as
 * react-router's docs do before hydrating: the router then starts with the page in hand and renders
 * what the prerendered HTML shows, instead of its fallback (a hydration mismatch). Called for client
 * renders too: the page's chunks load at once, before the router exists.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? []
  // One route at a time, from the outside in, with a yield between: each route's modules (on /login
  // the API client, then the page and its form) are evaluated in a task of their own instead of one
  // long task on a phone. The chunks themselves are already on their way (the page modulepreloads
  // them), so this waits on no request.
  for (const { route } of matches) {
    if (typeof route.lazy !== 'function') continue
    const loaded = await route.lazy()
    Object.assign(route, loaded, { lazy: undefined })
    await yieldToMain()
  }
}

/**
 * The router. Over the server-rendered market (`catalogueInHand`) the catalogue is in the store
 * already: the market's loader, which would only prefetch it, counts as done, so the router renders
 * the page at once instead of its fallback over the page.
 */
export function createAppRouter(routes: RouteObject[], { catalogueInHand = false } = {}) {
  const router = createBrowserRouter(
    routes,
    catalogueInHand ? { hydrationData: { loaderData: { [MARKET_ROUTE_ID]: null } } } : undefined,
  )
  // Lets the API clients send an expired session to its login page.
  registerNavigator((to) => {
    void router.navigate(to)
  })
  return router
}
