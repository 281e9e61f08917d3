// The server side of the build's prerender (scripts/prerender.ts builds this file for Node with Vite's
// SSR build and calls `renderPage` for each public page, `renderShell` for the app shell): the app's
// own providers and route objects, rendered by react-router's static handler and React's static
// renderer for a signed-out visitor.
// Written without JSX so that it stays a plain .ts module among the build scripts.
import { createElement } from 'react'
import { prerender } from 'react-dom/static'
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router-dom'
import { AppShellFallback } from '../src/app/layouts/app-shell-fallback'
import { AppProvider } from '../src/app/provider'
import { appRoutes } from '../src/app/router'
import { createStore } from '../src/app/store'

/**
 * React's server renderer notes when the shell was painted (`$RT`), for pacing Suspense reveals that
 * stream in later. A prerendered page has none to pace, and the app's Content-Security-Policy allows
 * no inline script: it goes (scripts/prerender.ts refuses any other inline script).
 */
const REVEAL_TIMER = '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>'

/**
 * The HTML of the app's root element for `path`. `prerender` (unlike renderToString) waits for every
 * lazy part, the landing page's lower sections included, so the HTML holds the whole page.
 */
export function renderPage(path: string): Promise<string> {
  const store = createStore()
  return renderRoutes(store, appRoutes(store), path)
}

/** The HTML of the app's root element while a client-rendered page's code loads (the router's fallback). */
export function renderShell(): Promise<string> {
  return renderRoutes(createStore(), [{ path: '*', Component: AppShellFallback }], '/')
}

async function renderRoutes(store: ReturnType<typeof createStore>, routes: RouteObject[], path: string) {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')))
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`)
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  // hydrate: false — no inline script (the app's Content-Security-Policy allows none); the browser's
  // router starts from the location and the route modules main.tsx loads before hydrating.
  const children = createElement(StaticRouterProvider, { router, context, hydrate: false })
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
