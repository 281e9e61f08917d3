import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa'
import { DEFAULT_LOCALE, LOCALES } from './contract/locales'
import { paths } from './contract/paths'
import { linguiMacros } from './scripts/i18n/macro-plugin'
import { mantineStylesCheck } from './scripts/mantine-styles'
import { APP_SHELL, pageStartScript, prerender } from './scripts/prerender'
import { WORKER_EXTRAS_FILE, workerExtras } from './scripts/worker-extras'
import { apiPaths } from './src/api/api-paths'
import { CATALOGUE_CACHE, IMAGE_CACHE, LOCALE_CACHE, USER_CACHE } from './src/pwa/cache-names'

// Two entries: the React PWA (index.html) and the OBS overlay (overlay/index.html).
// The dev server proxies the API to the Fastify server (npm run dev starts both).
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`

// The installable app's manifest is a file of its own at the top level; the PWA plugin writes it to
// dist/ and links it from the app's HTML.
const manifest = JSON.parse(
  readFileSync(resolve(import.meta.dirname, 'manifest.webmanifest'), 'utf8'),
) as Partial<ManifestOptions>

const DAY = 24 * 60 * 60

/** Shared chunks smaller than this (source bytes, before minifying) are copied into their readers. */
const INLINED_CHUNK_MAX_BYTES = 16 * 1024

/**
 * A runtime cache of API answers: the network first (the cached copy after 5 s or offline), kept 30
 * days. `urlPattern` goes into the service worker as its source text, so it must be a self-contained
 * function: it cannot close over anything here.
 */
function networkFirst(
  cacheName: string,
  maxEntries: number,
  urlPattern: (context: { url: URL; sameOrigin: boolean }) => boolean,
) {
  return {
    urlPattern,
    method: 'GET' as const,
    handler: 'NetworkFirst' as const,
    options: {
      cacheName,
      networkTimeoutSeconds: 5,
      expiration: { maxEntries, maxAgeSeconds: 30 * DAY },
      cacheableResponse: { statuses: [200] },
    },
  }
}

/**
 * The packages of the `framework` chunk (below); RTK Query is not among them. Only the top-level
 * copies: recharts brings its own reselect (node_modules/recharts/node_modules/reselect) and the
 * use-sync-external-store shim, which belong with the charts, not in the chunk every page loads.
 * Lingui's runtime (src/lib/i18n.ts, docs/i18n.md) too: every page of the app loads it, and in a chunk
 * of its own it cost a request and a gzip dictionary of its own.
 */
const FRAMEWORK =
  /^(?:(?!node_modules).)*[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|@reduxjs[\\/]toolkit(?![\\/]dist[\\/]query)|immer|redux|redux-thunk|react-redux|reselect|use-sync-external-store(?![\\/].*shim)|@lingui[\\/](?:core|react))[\\/]/
/**
 * Vite's helper for dynamic imports with dependencies: the entry's routes use it, so every page loads
 * it; left alone it became a request of its own (0.9 KB).
 */
const PRELOAD_HELPER = /^\0vite\/preload-helper/
/** The API client (RTK Query), which the landing and legal pages' first visit skips. */
const API_CLIENT = /[\\/]node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]/
/** The toasts (react-hot-toast), which mount once the page is idle (src/app/provider.tsx). */
const TOASTS = /[\\/]node_modules[\\/](?:react-hot-toast|goober)[\\/]/
/**
 * Mantine's Button with its loading overlay (Transition, Loader): the public pages' first visit draws
 * none (src/components/light-button.tsx), and the pages that do would each get a copy, inlined.
 */
const MANTINE_BUTTON =
  /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:Button|Transition|Loader)[\\/]/

/**
 * The compiled catalogues (src/locales/<locale>/….po, loaded by src/lib/i18n.ts) get files of their
 * own under assets/locales/: the service worker precaches none of them (an English visitor never
 * downloads Hindi) and keeps those a Hindi visitor's pages loaded, for offline.
 */
const LOCALE_SOURCE = /[\\/]src[\\/]locales[\\/](.+)\.po$/
const LOCALE_ASSETS = 'assets/locales/'

function chunkFileName(chunk: { facadeModuleId: string | null }): string {
  const catalogue = chunk.facadeModuleId ? LOCALE_SOURCE.exec(chunk.facadeModuleId) : null
  return catalogue
    ? `${LOCALE_ASSETS}${catalogue[1]?.replace(/[\\/]/g, '-')}-[hash].js`
    : 'assets/[name]-[hash].js'
}

/**
 * The PWA plugin links the manifest from every HTML page of the build; the OBS overlay is not part of
 * the installable app, so its page loses the link again (it registers no service worker either: only
 * src/main.tsx does).
 */
function overlayWithoutManifest(): Plugin {
  return {
    name: 'cardcast:overlay-without-manifest',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) =>
        ctx.path.startsWith('/overlay/') ? html.replace(/<link rel="manifest"[^>]*>/g, '') : html,
    },
  }
}

/**
 * The chunks only the administrators' area needs (reachable from its lazy entry, not from the rest of
 * the app), filled in at generateBundle time and left out of the precache: viewers' phones never
 * download admin code (the area still loads online, lazily, as before).
 */
const adminOnlyFiles = new Set<string>()

function findAdminOnlyChunks(entrySuffix = '/src/features/admin/admin-app.tsx'): Plugin {
  return {
    name: 'cardcast:admin-only-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      adminOnlyFiles.clear()
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const admin = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(entrySuffix))
      if (!admin) return
      const reach = (starts: string[], skip?: string) => {
        const seen = new Set<string>()
        const stack = [...starts]
        while (stack.length > 0) {
          const name = stack.pop() as string
          if (seen.has(name) || name === skip) continue
          seen.add(name)
          const chunk = byName.get(name)
          if (chunk) stack.push(...chunk.imports, ...chunk.dynamicImports)
        }
        return seen
      }
      const fromApp = reach(
        chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
        admin.fileName,
      )
      for (const name of reach([admin.fileName])) {
        if (fromApp.has(name)) continue
        adminOnlyFiles.add(name)
        for (const css of byName.get(name)?.viteMetadata?.importedCss ?? []) adminOnlyFiles.add(css)
      }
    },
  }
}

/** The modules the market's route loads. */
const marketModules = [
  'src/app/layouts/browse-layout.tsx',
  'src/features/market/market-page.tsx',
  // A signed-in visitor's app loads the API client at once (src/main.tsx).
  'src/api/install-api.ts',
]

/**
 * The public pages prerendered at build time, each with the page module its route loads (the page's
 * style sheets and chunks go into its HTML), and the market's shell with its chunks modulepreloaded.
 */
const prerendered = {
  pages: [
    { path: paths.home, module: 'src/features/landing/landing-page.tsx' },
    { path: paths.terms, module: 'src/features/legal/terms-page.tsx' },
    { path: paths.privacy, module: 'src/features/legal/privacy-page.tsx' },
    { path: paths.contact, module: 'src/features/contact/contact-page.tsx' },
    { path: paths.login, module: 'src/features/auth/login-page.tsx' },
    { path: paths.signup, module: 'src/features/auth/signup-page.tsx' },
    { path: paths.forgotPassword, module: 'src/features/auth/forgot-password-page.tsx' },
  ],
  shells: [
    {
      path: paths.market,
      modules: marketModules,
      requests: [apiPaths.catalogue],
    },
  ],
  // Rendered by the server with the catalogue in it; the shell above serves it offline.
  serverRendered: { path: paths.market, modules: marketModules },
}

// The prerender's own SSR build (scripts/prerender.ts) uses this config too, with the React plugin
// only: same transforms and CSS-module names, no service worker, no HTML.
// Lingui: its macros compiled at build time and the .po catalogues compiled on import (docs/i18n.md).
const i18nPlugins = () => [linguiMacros(import.meta.dirname), lingui()]

/**
 * React Router's package exports point every condition at its development build (dev warnings,
 * about 4 KB gzipped more on every page): remix-run/react-router#12532 calls that temporary. A build
 * takes its production files, the same modules without the warnings; `vite` and Vitest keep the
 * warnings. Both entries must come from one folder, or the router's contexts would exist twice.
 */
// By path: the package's exports name no file under dist/.
function reactRouterFile(name: string) {
  return resolve(import.meta.dirname, 'node_modules/react-router/dist/production', name)
}
const reactRouterProduction = [
  { find: /^react-router$/, replacement: reactRouterFile('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterFile('dom-export.mjs') },
]

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  plugins: isSsrBuild
    ? [...i18nPlugins(), react()]
    : [
        ...i18nPlugins(),
        react(),
        VitePWA({
          strategies: 'generateSW',
          // 'New version available' → Reload: the waiting worker takes over only when the user says so.
          registerType: 'prompt',
          // Registered once, by src/pwa/register-sw.ts (imported by src/main.tsx, so never by the overlay).
          injectRegister: false,
          manifest,
          // The glob below already takes the icons from public/.
          includeManifestIcons: false,
          workbox: {
            // The app shell, every lazy page chunk and the bundled images; not the overlay (its own entry,
            // loaded by OBS), the administrators' area (desktop, online) nor the install-dialog screenshots.
            globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
            globIgnores: [
              'overlay/**',
              'assets/overlay-????????.js',
              'screenshots/**',
              `${LOCALE_ASSETS}**`,
              // The public pages' prerenders in the other languages: the precache serves each path one
              // HTML, the English one; the worker's own code keeps the visitor's language's copies
              // (src/pwa/page-language-worker.ts, docs/i18n.md "Prerendered pages").
              ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => `${locale}/**`),
              'sw.js',
              'workbox-*.js',
              WORKER_EXTRAS_FILE,
            ],
            // The prerendered pages (/, /tnc, /login…) and the market's shell open offline from their own
            // precached HTML (workbox's precache route finds /tnc.html for /tnc: `cleanURLs`); every other
            // client route from the empty shell. The server's own paths never get the app in their place.
            navigateFallback: APP_SHELL,
            navigateFallbackDenylist: [
              /^\/auth\//,
              /^\/overlay(?:\/|$)/,
              /^\/uploads\//,
              /^\/docs(?:\/|$)/,
              /^\/healthz(?:\/|$)/,
            ],
            manifestTransforms: [
              async (entries) => ({ manifest: entries.filter((entry) => !adminOnlyFiles.has(entry.url)) }),
            ],
            cleanupOutdatedCaches: true,
            // Shows pushes and opens their screen on a tap (src/pwa/push-worker.ts); hands the public pages
            // to a visitor in their language (src/pwa/page-language-worker.ts).
            importScripts: [WORKER_EXTRAS_FILE],
            // The first install controls the open page at once (nothing older to clash with); updates wait.
            clientsClaim: true,
            // Only the GETs below are cached. Network first, not stale-while-revalidate: RTK Query refetches
            // after each mutation (a use, a purchase, a new card) and must get the new answer, not the one
            // from before; without a network the last answer is shown.
            runtimeCaching: [
              networkFirst(
                CATALOGUE_CACHE,
                100,
                ({ url, sameOrigin }) =>
                  sameOrigin &&
                  (/^\/auth\/user\/(?:getCards|getStreamers|site-settings)$/.test(url.pathname) ||
                    url.pathname.startsWith('/auth/user/getStreamerCards/')),
              ),
              // Authenticated: keyed by URL, which is fine on a single-user device; emptied at log-out.
              networkFirst(
                USER_CACHE,
                10,
                ({ url, sameOrigin }) =>
                  sameOrigin && /^\/auth\/user\/(?:getUserCards|getUser)$/.test(url.pathname),
              ),
              {
                urlPattern: ({ url, sameOrigin }) =>
                  sameOrigin && url.pathname.startsWith('/assets/locales/'),
                method: 'GET',
                handler: 'CacheFirst',
                options: {
                  cacheName: LOCALE_CACHE,
                  expiration: { maxEntries: 100, maxAgeSeconds: 30 * DAY },
                  cacheableResponse: { statuses: [200] },
                },
              },
              {
                urlPattern: ({ url, sameOrigin }) =>
                  sameOrigin &&
                  (/^\/cards\/[^/]+\.svg$/.test(url.pathname) || url.pathname.startsWith('/uploads/')),
                method: 'GET',
                handler: 'CacheFirst',
                options: {
                  cacheName: IMAGE_CACHE,
                  expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
                  cacheableResponse: { statuses: [200] },
                },
              },
            ],
          },
        }),
        overlayWithoutManifest(),
        findAdminOnlyChunks(),
        pageStartScript(),
        mantineStylesCheck(),
        prerender(prerendered),
        workerExtras(
          prerendered.pages.map(({ path }) => path),
          LOCALE_ASSETS,
        ),
      ],
  build: {
    outDir: 'dist',
    // Every browser the app supports preloads modules natively; the polyfill is a request less.
    modulePreload: { polyfill: false },
    rollupOptions: isSsrBuild
      ? {}
      : {
          // Inlining common chunks (below) may drop an entry's unused exports; no entry's are used.
          preserveEntrySignatures: false,
          input: {
            app: resolve(import.meta.dirname, 'index.html'),
            overlay: resolve(import.meta.dirname, 'overlay/index.html'),
          },
          output: {
            chunkFileNames: chunkFileName,
            // The libraries every page runs (React, the router, Redux Toolkit, the toasts) in one chunk
            // instead of a dozen: one request, and one gzip dictionary (a few KB less than the pieces).
            // Mantine stays split: most of its components belong to one lazy page or another.
            codeSplitting: {
              // The framework first: a group takes its modules' dependencies too, unless taken already.
              groups: [
                { name: 'framework', test: (id) => FRAMEWORK.test(id) || PRELOAD_HELPER.test(id) },
                { name: 'api-client', test: API_CLIENT },
                { name: 'react-hot-toast', test: TOASTS },
                // Alone: its dependencies (Mantine's core) are the landing page's too.
                { name: 'mantine-button', test: MANTINE_BUTTON, includeDependenciesRecursively: false },
              ],
              // A first visit on a phone is bound by requests more than bytes: over HTTP/1.1 the
              // browser opens six connections, and each request waits out the network's latency. Left
              // alone, the bundler splits what the pages share into dozens of small chunks (the market
              // asked for 45, now 18; the sign-in page 25, now 9). Those are copied into the chunks that
              // read them instead: the bundler keeps one module state and runs modules in their import
              // order (strictExecutionOrder, which this turns on), and no page loads code it did not
              // load before. Chunks with styles stay files, as Vite's CSS handling needs.
              experimentalInlineCommonChunks: {
                maxSize: INLINED_CHUNK_MAX_BYTES,
                exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
              },
            },
          },
        },
  },
  server: {
    proxy: {
      '/auth': apiTarget,
      '/overlay/events': apiTarget,
      '/uploads': apiTarget,
      '/healthz': apiTarget,
      '/docs': apiTarget,
    },
  },
}))
