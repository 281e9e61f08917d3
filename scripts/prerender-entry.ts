// The server side of the app's rendering. scripts/prerender.ts builds this file for Node with Vite's
// SSR build (into dist-server/) and calls `renderPage` for each public page, `renderShell` for the app
// shell, at build time; the server calls `renderMarket` for each version of the catalogue
// (server/modules/catalogue/server-rendered-market.ts). The app's own providers and route objects, rendered by
// react-router's static handler and React's static renderer.
// Written without JSX so that it stays a plain .ts module among the build scripts.
import { createElement, Fragment, type ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router'
import type { CardsResponse } from '../contract/cards'
import { DEFAULT_LOCALE, type Locale } from '../contract/locales'
import { paths, segment } from '../contract/paths'
import { SERVER_RENDERED_CARDS } from '../contract/server-rendered'
import { AppShellFallback } from '../src/app/layouts/app-shell-fallback'
import { AppProvider } from '../src/app/provider'
import { appRoutes } from '../src/app/router'
import RootLayout from '../src/app/routes/root-layout'
import { createStore } from '../src/app/store'
import { filtersFrom, paramsFrom } from '../src/features/market/filter-cards'
import { activateLocale, cataloguesLoaded } from '../src/lib/i18n'

/**
 * React's server renderer notes when the shell was painted (`$RT`), for pacing Suspense reveals that
 * stream in later. A prerendered page has none to pace, and the app's Content-Security-Policy allows
 * no inline script: it goes (scripts/prerender.ts refuses any other inline script).
 */
const REVEAL_TIMER = '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>'

/**
 * The HTML of the app's root element for `path` in `locale`. `prerender` (unlike renderToString) waits
 * for every lazy part, the landing page's lower sections included, so the HTML holds the whole page.
 *
 * In Hindi the app's i18n is switched as in the browser (src/lib/i18n.ts): the catalogues of the
 * modules evaluated so far load, and the route's lazy part waits for its page's (src/app/router.tsx).
 * A part first evaluated during the render itself (a lazy component) asks for its catalogue too late
 * for that render: the page renders once more, with every catalogue in, and that render is kept. The
 * app goes back to English afterwards (the shell is English; the market renders in the language it is
 * asked for, the same way).
 */
export function renderPage(path: string, locale: Locale = DEFAULT_LOCALE): Promise<string> {
  return inLocale(locale, () => {
    const store = createStore()
    return renderRoutes(store, appRoutes(store), path)
  })
}

/**
 * The app's language is one for the whole process (src/lib/i18n.ts), and the server renders the market
 * for requests that overlap: the renders take turns, each in its language.
 */
let rendersInTurn: Promise<unknown> = Promise.resolve()

/** `render` in `locale` (see renderPage), after the renders before it. */
function inLocale(locale: Locale, render: () => Promise<string>): Promise<string> {
  const turn = rendersInTurn.then(async () => {
    if (locale === DEFAULT_LOCALE) return render()
    try {
      await activateLocale(locale)
      await render()
      await cataloguesLoaded()
      return await render()
    } finally {
      await activateLocale(DEFAULT_LOCALE)
    }
  })
  rendersInTurn = turn.catch(() => undefined)
  return turn
}

/** The HTML of the app's root element while a client-rendered page's code loads (the router's fallback). */
export function renderShell(): Promise<string> {
  return renderRoutes(createStore(), [{ path: '*', Component: AppShellFallback }], '/')
}

/**
 * The market's URL as its page reads it: its path and its filters, in one order, without anything
 * else. A render is kept per such URL (server-rendered-market.ts), so made-up query strings cannot
 * make the server render again and again.
 */
export function marketUrlOf(search: string): string {
  const query = paramsFrom(filtersFrom(new URLSearchParams(search))).toString()
  return query ? `${paths.market}?${query}` : paths.market
}

/**
 * The HTML of the app's root element for the market at `url` (its path and filters), holding
 * `catalogue` (its first SERVER_RENDERED_CARDS cards): what every signed-in visitor sees there before
 * their own session is read. The guard stays out (the server does not know the visitor: the
 * page-start script hides the page from a visitor without a session, for whom the app renders the
 * market signed out); the greeting's name is the browser's to add.
 */
export async function renderMarket(
  url: string,
  catalogue: CardsResponse,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string> {
  // Loaded here, as the router loads them: a static import would tie them to this file's chunk.
  const [
    { cardsApi },
    { default: UserLayout },
    { default: MarketPage, MarketCardsShown },
    { EarlyPurchaseDialog },
  ] = await Promise.all([
    import('../src/api/cards-api'),
    import('../src/app/layouts/user-layout'),
    import('../src/features/market/market-page'),
    import('../src/buying/early-purchase-dialog'),
  ])
  const store = createStore()
  await store.loadApi()
  store.dispatch(
    cardsApi.util.upsertQueryEntries([{ endpointName: 'getCards', arg: undefined, value: catalogue }]),
  )
  const routes: RouteObject[] = [
    {
      Component: RootLayout,
      children: [
        {
          Component: UserLayout,
          children: [
            {
              path: segment(paths.market),
              element: createElement(
                MarketCardsShown.Provider,
                { value: SERVER_RENDERED_CARDS },
                createElement(MarketPage),
              ),
            },
          ],
        },
      ],
    },
  ]
  // The early confirmation stays out of the inert part: a Buy tapped before the app is live is
  // answered there (src/app/page-start.ts).
  const html = await inLocale(locale, () =>
    renderRoutes(store, routes, url, { inert: true, beside: createElement(EarlyPurchaseDialog) }),
  )
  // RTK Query keeps the upserted catalogue for a minute after its last reader (`keepUnusedDataFor`),
  // on a timer that kept the build's process alive a minute after its last page: a reset clears it.
  store.dispatch(cardsApi.util.resetApiState())
  return html
}

async function renderRoutes(
  store: ReturnType<typeof createStore>,
  routes: RouteObject[],
  path: string,
  { inert = false, beside }: { inert?: boolean; beside?: ReactNode } = {},
) {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')))
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`)
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  // hydrate: false — no inline script (the app's Content-Security-Policy allows none); the browser's
  // router starts from the location and the route modules main.tsx loads before hydrating.
  const routed = createElement(StaticRouterProvider, { router, context, hydrate: false })
  // Until the app takes a server-rendered page over, its controls do nothing: they say so and take no
  // clicks or focus (`inert`), and a tap is answered by the page-start script rather than lost. The
  // wrapper does not take part in the layout.
  const page = inert
    ? createElement('div', { inert: true, 'aria-disabled': 'true', style: { display: 'contents' } }, routed)
    : routed
  const children = createElement(Fragment, null, page, beside)
  const app = createElement(AppProvider, { store, children })
  // An error inside a Suspense boundary does not fail the render (React would leave that part to the
  // browser); a prerendered page must be whole, so any error fails the build.
  const errors: unknown[] = []
  const { prelude } = await prerender(app, {
    onError: (error) => void errors.push(error),
    // Every Suspense boundary inline, in document order: React outlines big ones otherwise (to be
    // revealed by an inline script, which the app's Content-Security-Policy refuses).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  })
  const html = await new Response(prelude).text()
  if (errors.length > 0) throw new Error(`${path} failed to render`, { cause: errors[0] })
  return html.replace(REVEAL_TIMER, '')
}
