import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa'
import { CATALOGUE_CACHE, IMAGE_CACHE, USER_CACHE } from './src/offline/cache-names'

// Two entries: the React PWA (index.html) and the OBS overlay (overlay/index.html).
// The dev server proxies the API to the Fastify server (npm run dev starts both).
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`

// The installable app's manifest is a file of its own at the top level; the PWA plugin writes it to
// dist/ and links it from the app's HTML.
const manifest = JSON.parse(
  readFileSync(resolve(import.meta.dirname, 'manifest.webmanifest'), 'utf8'),
) as Partial<ManifestOptions>

const DAY = 24 * 60 * 60

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

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'generateSW',
      // 'New version available' → Reload: the waiting worker takes over only when the user says so.
      registerType: 'prompt',
      // Registered once, by src/offline/register-sw.ts (imported by src/main.tsx, so never by the overlay).
      injectRegister: false,
      manifest,
      // The glob below already takes the icons from public/.
      includeManifestIcons: false,
      workbox: {
        // The app shell, every lazy page chunk and the bundled images; not the overlay (its own entry,
        // loaded by OBS), the administrators' area (desktop, online) nor the install-dialog screenshots.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        globIgnores: ['overlay/**', 'assets/overlay-????????.js', 'screenshots/**', 'sw.js', 'workbox-*.js'],
        // Client routes (/, /tnc, /privacy, /dashboard…) open offline from the precached index.html;
        // the server's own paths never get the app in their place.
        navigateFallback: 'index.html',
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
        // The first install controls the open page at once (nothing older to clash with); updates wait.
        clientsClaim: true,
        // Only the GETs below are cached. Network first, not stale-while-revalidate: RTK Query refetches
        // after each mutation (a use, a purchase, a new card) and must get the new answer, not the one
        // from before; without a network the last answer is shown.
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              (/^\/auth\/user\/(?:getCards|getStreamers|site-settings)$/.test(url.pathname) ||
                url.pathname.startsWith('/auth/user/getStreamerCards/')),
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: CATALOGUE_CACHE,
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 100, maxAgeSeconds: 30 * DAY },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Authenticated: keyed by URL, which is fine on a single-user device; emptied at log-out.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /^\/auth\/user\/(?:getUserCards|getUser)$/.test(url.pathname),
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: USER_CACHE,
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 10, maxAgeSeconds: 30 * DAY },
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
  ],
  build: {
    outDir: 'dist',
    rollupOptions: {
      input: {
        app: resolve(import.meta.dirname, 'index.html'),
        overlay: resolve(import.meta.dirname, 'overlay/index.html'),
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
})
