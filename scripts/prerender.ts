// Prerendering of the public pages at build time, as a Vite plugin of the client
// build (vite.config.ts):
// 1. after the client bundle is written, a nested Vite SSR build of scripts/prerender-entry.ts (same
//    config, so the same CSS-module class names) renders each page for a signed-out visitor;
// 2. each page is written as dist/<path>.html (dist/index.html for '/'), and in Hindi as
//    dist/hi-IN/<path>.html: the built index.html with the page's markup in #root (<html> marked
//    `data-prerendered` with its path and `lang` with the language it was rendered in, which tell
//    src/main.tsx to hydrate), its style sheets inlined in the head (no unstyled first paint, no request
//    before it) and its scripts started after the first paint (withScriptsAfterFirstPaint);
// 3. the shell, for every other client route, becomes dist/app-shell.html: the header's bar with the
//    brand and a loader (src/app/layouts/app-shell-fallback.tsx), painted before any script runs;
//    routes given as `shells` get a copy of it with their chunks modulepreloaded (the market's code
//    then loads in parallel with the entry instead of after it) and their first GETs started by the
//    page-start script.
// All of it happens before vite-plugin-pwa's closeBundle, so the service worker precaches these files
// (workbox's cleanURLs serves /tnc from tnc.html) and the server serves each for its path
// (server/plugins/static-app.ts).
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite'
import type { CardsResponse } from '../contract/cards'
import { CARD_CATEGORIES, RARITIES } from '../contract/constants'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../contract/locales'
import { ROOT_SLOT, SERVER_RENDER, serverRenderDir } from '../server/modules/catalogue/server-rendered-market'
import { classesIn, criticalCss, deferredCss } from './critical-css'

export const APP_SHELL = 'app-shell.html'
const ROOT_ELEMENT = '<div id="root"></div>'

export interface PrerenderOptions {
  /** Public pages: their path, and the page module the router loads lazily for it. */
  pages: { path: string; module: string }[]
  /**
   * Client-rendered routes that get a shell of their own with their chunks modulepreloaded, and the
   * signed-in GETs (`requests`) the page-start script starts for them before any module has loaded.
   */
  shells: { path: string; modules: string[]; requests?: string[] }[]
  /**
   * The page the server renders for each request (server/modules/catalogue/server-rendered-market.ts): its path
   * and the modules its route loads. The build writes its template (style sheets inline, scripts after
   * the first paint) and keeps the SSR bundle that renders it.
   */
  serverRendered?: { path: string; modules: string[] }
}

/** '/' → index.html, '/tnc' → tnc.html: the names workbox's precache route finds for those URLs. */
export const htmlFileOf = (path: string) => (path === '/' ? 'index.html' : `${path.replace(/^\/+/, '')}.html`)

/**
 * A public page's prerender in `locale`: the English one at htmlFileOf's name, each other language's
 * in a folder of its own (hi-IN/index.html, hi-IN/tnc.html), which the server serves at the page's
 * own path to a visitor in that language (server/plugins/static-app.ts).
 */
export const prerenderedFileOf = (path: string, locale: Locale) =>
  locale === DEFAULT_LOCALE ? htmlFileOf(path) : `${locale}/${htmlFileOf(path)}`

type Chunk = Rollup.OutputChunk

/** The files a set of page modules needs besides the entry's: chunks (static imports) and style sheets. */
function assetsOf(bundle: Rollup.OutputBundle, root: string, modules: string[]) {
  const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk')
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'))
  const loadedWithEntry = new Set<string>()
  const walkStatic = (name: string, into: Set<string>) => {
    if (into.has(name)) return
    into.add(name)
    for (const next of byName.get(name)?.imports ?? []) walkStatic(next, into)
  }
  if (entry) walkStatic(entry.fileName, loadedWithEntry)

  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const module of modules) {
    const id = resolve(root, module)
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id)
    if (!chunk) throw new Error(`prerender: no chunk for ${module}`)
    walkStatic(chunk.fileName, scripts)
    // Style sheets of the page's own lazy parts too (the landing page's lower sections are in its HTML),
    // not of what those load later.
    const rendered = new Set<string>()
    for (const start of [chunk.fileName, ...chunk.dynamicImports]) walkStatic(start, rendered)
    for (const name of rendered) {
      for (const css of byName.get(name)?.viteMetadata?.importedCss ?? []) styles.add(css)
    }
  }
  for (const name of loadedWithEntry) {
    scripts.delete(name)
    for (const css of byName.get(name)?.viteMetadata?.importedCss ?? []) styles.delete(css)
  }
  return { scripts: [...scripts], styles: [...styles] }
}

/**
 * A prerendered page is readable before any script runs, so its JavaScript (the entry and the modules
 * it preloads, about 150 KB gzipped) and its web app manifest (which Chromium fetches with an icon at
 * once) wait for the first paint, in the page-start script's data attributes: on a slow connection
 * the page's text gets the bandwidth, and the paint waits for nothing else. The forms wait for the app
 * (they are disabled until it hydrates them). A route shell's scripts wait for the paint of its brand
 * and loader the same way; its `requests` start at once.
 */
function withScriptsAfterFirstPaint(html: string, { requests = [] }: { requests?: string[] } = {}): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html)
  if (!entry) throw new Error('prerender: index.html has no module entry script')
  const manifest = /<link rel="manifest" href="([^"]+)">\s*/.exec(html)
  if (!manifest) throw new Error('prerender: index.html links no web app manifest')
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)]
  let page = html.replace(entry[0], '').replace(manifest[0], '')
  for (const [tag] of preloads) page = page.replace(tag, '')
  if (!page.includes(PAGE_START_TAG)) throw new Error(`prerender: index.html has no ${PAGE_START_TAG}`)
  const attributes = {
    'data-entry': entry[1],
    'data-preload': preloads.map(([, href]) => href).join(' '),
    'data-manifest': manifest[1],
    'data-request': requests.join(' '),
  }
  const tag = Object.entries(attributes)
    .filter(([, value]) => value)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('')
  return page.replace(PAGE_START_TAG, `${PAGE_START_TAG.slice(0, -1)}${tag}>`)
}

/**
 * A sheet is cut to its critical part only when that saves at least this much: below it, the request
 * for the whole sheet after the first paint costs more than the bytes saved.
 */
const MIN_CRITICAL_SAVING = 2048

/**
 * A prerendered page's style sheets, inlined: its first paint waits for no request but the page's
 * own. Each `<style>` names its file (`data-href`), for the page-start script. Given the `classes` of
 * the page's markup, a sheet much of which they cannot use is inlined in part (scripts/critical-css.ts),
 * and its `data-deferred` names the file of the rest, which the page-start script loads after the
 * first paint.
 *
 * Whole, Mantine's sheets (100 KB on the public pages, 175 KB on the market) made a page's HTML more
 * than the first round trip of a new connection can bring (about 14 KB), and their parse came before
 * the paint. The deferred part leaves out what every page inlines (:root's variables among it), so
 * that its arrival restyles only the elements its rules name.
 */
function withInlineStyles(html: string, outDir: string, base: string, classes?: Set<string>): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g, (_link, href: string) => {
    if (!href.startsWith(base)) throw new Error(`prerender: style sheet ${href} is not part of the build`)
    const css = readFileSync(join(outDir, href.slice(base.length)), 'utf8')
    if (/<\/style/i.test(css)) throw new Error(`prerender: ${href} cannot be inlined: it holds "</style"`)
    const critical = classes ? criticalCss(css, classes) : css
    return css.length - critical.length >= MIN_CRITICAL_SAVING
      ? `<style data-href="${href}" data-deferred="${writeDeferredSheet(outDir, base, href, css)}">${critical}</style>`
      : `<style data-href="${href}">${css}</style>`
  })
}

/**
 * The URL of each sheet's deferred part, by the sheet's file in the build's output (a sheet's name
 * holds its content's hash) in this build: every page inlines the same main sheet.
 */
const deferredSheets = new Map<string, string>()

/**
 * Writes the deferred part of the sheet at `href` beside it, named by its content, once per build;
 * returns its URL.
 */
function writeDeferredSheet(outDir: string, base: string, href: string, css: string): string {
  const sheetFile = join(outDir, href.slice(base.length))
  const written = deferredSheets.get(sheetFile)
  if (written) return written
  const deferred = deferredCss(css)
  const hash = createHash('sha256').update(deferred).digest('hex').slice(0, 8)
  const deferredHref = href.replace(/\.css$/, `.deferred-${hash}.css`)
  writeFileSync(join(outDir, deferredHref.slice(base.length)), deferred)
  deferredSheets.set(sheetFile, deferredHref)
  return deferredHref
}

/** The inlined sheets of a page (those inlined in part with their `data-deferred`). */
const INLINE_STYLE = /<style data-href="[^"]+"(?: data-deferred="[^"]+")?>([\s\S]*?)<\/style>/g

/**
 * Mantine's classes in a page's markup that none of its style sheets define: a component missing from
 * src/app/mantine-public.css, which would paint unstyled until the user area's styles loaded.
 */
function undefinedMantineClasses(html: string, markup: string): string[] {
  const css = [...html.matchAll(INLINE_STYLE)].map(([, sheet]) => sheet).join('\n')
  return [...new Set(markup.match(/\bm_[0-9a-f]{8}\b/g) ?? [])].filter((name) => !css.includes(`.${name}`))
}

/**
 * Links the page's own style sheets and modulepreloads its chunks. A route shell (`paint: false`)
 * paints only the brand and a loader before its page renders: its page's sheets are preloaded, not
 * waited for, and Vite's loader applies them with the page's chunk.
 */
function withHead(
  html: string,
  base: string,
  assets: { scripts: string[]; styles: string[] },
  { paint = true }: { paint?: boolean } = {},
) {
  const links = [
    ...assets.styles.map((file) =>
      paint
        ? `<link rel="stylesheet" crossorigin href="${base}${file}">`
        : `<link rel="preload" as="style" crossorigin href="${base}${file}">`,
    ),
    ...assets.scripts.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ]
  return html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`)
}

/**
 * A first visit's storage: empty, in memory. Screens that read localStorage while rendering (the login
 * page's check for a stored session) see what a signed-out visitor's browser holds; the browser
 * hydrates only for such a visitor (src/main.tsx).
 */
function emptyStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  }
}

/**
 * A card of each rarity, free and paid, with categories: for the market's trial renders at build time,
 * which must use every class a real catalogue's render can.
 */
const SAMPLE_CATALOGUE: CardsResponse = {
  status: 'success',
  cards: RARITIES.map((rarity, index) => ({
    _id: `sample-${index}`,
    cardTitle: `Sample ${rarity} card`,
    description: 'Rendered at build time to check the market renders.',
    imageUrl: '/logo.svg',
    category: [...CARD_CATEGORIES],
    rarity,
    price: index % 2 === 0 ? 0 : 49,
    creatorName: 'Sample streamer',
    streamerEmailId: 'sample',
    duration: 10,
    cooldownSeconds: null,
    viewerCooldownSeconds: null,
    sound: null,
    // The last one locked to subscribers, so that the lock's classes are rendered too.
    subscribersOnly: index === RARITIES.length - 1,
    minTier: index === RARITIES.length - 1 ? { id: 'sample-tier', name: 'Sample tier', price: 49 } : null,
  })),
}

/** Filters chosen in the market's URL, for a trial render with chips checked. */
const SAMPLE_FILTERS = `?rarity=${RARITIES[1]}&category=${CARD_CATEGORIES[0]}`

/**
 * The market's HTML around ROOT_SLOT: its style sheets inline (the cards paint styled, with no request
 * before them), its scripts after the first paint, `data-server-rendered` naming its path for
 * src/main.tsx and the page-start script. No early request: the catalogue comes in the page.
 */
function serverRenderedTemplate(
  index: string,
  outDir: string,
  base: string,
  assets: { scripts: string[]; styles: string[] },
  path: string,
  classes: Set<string>,
): string {
  const head = withHead(index.replace(ROOT_ELEMENT, `<div id="root">${ROOT_SLOT}</div>`), base, assets)
  return withScriptsAfterFirstPaint(withInlineStyles(head, outDir, base, classes)).replace(
    '<html',
    `<html data-server-rendered="${path}"`,
  )
}

export function prerender(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig
  let bundle: Rollup.OutputBundle | undefined
  return {
    name: 'cardcast:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved
    },
    generateBundle(_options, output) {
      bundle = output
    },
    writeBundle: {
      // Before vite-plugin-pwa's closeBundle lists the files to precache.
      sequential: true,
      order: 'post',
      async handler() {
        if (!bundle) throw new Error('prerender: no client bundle')
        deferredSheets.clear()
        const outDir = resolve(config.root, config.build.outDir)
        // Beside dist/ (never served), so that the SSR bundle's bare imports (react, react-router…)
        // resolve from the project's node_modules, and kept: the server renders the market with it.
        const ssrDir = serverRenderDir(outDir)
        rmSync(ssrDir, { recursive: true, force: true })
        mkdirSync(ssrDir, { recursive: true })
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: resolve(import.meta.dirname, 'prerender-entry.ts'),
            outDir: ssrDir,
            emptyOutDir: true,
            copyPublicDir: false,
            minify: false,
          },
        })
        const hadStorage = 'localStorage' in globalThis
        if (!hadStorage)
          Object.defineProperty(globalThis, 'localStorage', { value: emptyStorage(), configurable: true })
        const { renderPage, renderShell, renderMarket, marketUrlOf } = (await import(
          pathToFileURL(join(ssrDir, SERVER_RENDER.entry)).href
        )) as typeof import('./prerender-entry')

        const index = readFileSync(join(outDir, 'index.html'), 'utf8')
        if (!/<html lang="[^"]*"/.test(index)) throw new Error('prerender: index.html has no <html lang>')
        if (!index.includes(ROOT_ELEMENT)) throw new Error(`prerender: index.html has no ${ROOT_ELEMENT}`)
        // Every page rendered in the browser starts from the shell: the brand and a loader, until the
        // app renders the page.
        const template = index.replace(ROOT_ELEMENT, `<div id="root">${await renderShell()}</div>`)
        writeFileSync(join(outDir, APP_SHELL), template)
        const base = config.base
        for (const { path, modules, requests = [] } of options.shells) {
          const assets = assetsOf(bundle, config.root, modules)
          const html = withScriptsAfterFirstPaint(withHead(template, base, assets, { paint: false }), {
            requests,
          })
          writeFileSync(join(outDir, htmlFileOf(path)), html)
        }
        const written = options.shells.map(({ path }) => htmlFileOf(path))
        for (const { path, module } of options.pages)
          for (const locale of LOCALES) {
            let markup: string
            try {
              markup = await renderPage(path, locale)
            } catch (error) {
              // A page that cannot render on the server (a component reading the browser while
              // rendering) stays a client page, served from the shell, rather than failing everyone's
              // build; the browser suite's prerender test names it.
              config.logger.warn(
                `prerender: ${path} in ${locale} NOT prerendered, served from the app shell: ${String(error)}${
                  error instanceof Error && error.cause ? ` (${String(error.cause)})` : ''
                }`,
              )
              continue
            }
            const script = /<script\b[^>]*>[^<]{0,200}/i.exec(markup)
            if (script) throw new Error(`prerender: ${path} rendered an inline script: ${script[0]}`)
            const head = withHead(index, base, assetsOf(bundle, config.root, [module]))
            const html = withScriptsAfterFirstPaint(withInlineStyles(head, outDir, base, classesIn(markup)))
              // The page reads without JavaScript: the shell's "needs JavaScript" note does not apply.
              .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
              .replace(/<html lang="[^"]*"/, `<html lang="${locale}" data-prerendered="${path}"`)
              .replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`)
            const unstyled = undefinedMantineClasses(html, markup)
            if (unstyled.length > 0) {
              throw new Error(
                `prerender: ${path} uses Mantine classes its style sheets do not define (${unstyled.join(', ')}): add the component's styles to src/app/mantine-public.css`,
              )
            }
            const file = prerenderedFileOf(path, locale)
            mkdirSync(dirname(join(outDir, file)), { recursive: true })
            writeFileSync(join(outDir, file), html)
            written.push(file)
          }
        if (options.serverRendered) {
          const { path, modules } = options.serverRendered
          // Trial renders at build time: a page the server could not render, or whose markup uses
          // Mantine classes its style sheets lack, fails the build rather than the first visitor.
          // Together they hold every class the server's renders can use (cards of each kind, filters
          // chosen, no card to show), which the template's critical styles keep.
          const markup = await renderMarket(path, SAMPLE_CATALOGUE)
          const renders = [
            markup,
            await renderMarket(marketUrlOf(SAMPLE_FILTERS), SAMPLE_CATALOGUE),
            await renderMarket(path, { ...SAMPLE_CATALOGUE, cards: [] }),
          ]
          const page = serverRenderedTemplate(
            index,
            outDir,
            base,
            assetsOf(bundle, config.root, modules),
            path,
            classesIn(renders.join('')),
          )
          const unstyled = undefinedMantineClasses(page.replace(ROOT_SLOT, markup), markup)
          if (unstyled.length > 0) {
            throw new Error(
              `prerender: ${path} uses Mantine classes its style sheets do not define (${unstyled.join(', ')}): add the component's styles to src/components/mantine-user.css`,
            )
          }
          writeFileSync(join(ssrDir, SERVER_RENDER.marketTemplate), page)
          written.push(`${relative(config.root, ssrDir)}/${SERVER_RENDER.marketTemplate}`)
        }
        if (!hadStorage) Reflect.deleteProperty(globalThis, 'localStorage')
        config.logger.info(
          `prerendered ${written.join(', ')} and ${APP_SHELL} in ${relative(config.root, outDir)}/`,
        )
      },
    },
  }
}

/**
 * The one classic script of the app's pages, inline at the end of the head (a file would be one more
 * request before the first paint). The server's Content-Security-Policy allows it by its hash, read
 * from the build (server/plugins/security-headers.ts); the prerender finds it by its id.
 */
export const PAGE_START_TAG = '<script id="page-start">'

/** What a page does before its body paints: a typed module, bundled here into one classic script. */
const PAGE_START_ENTRY = resolve(import.meta.dirname, '../src/app/page-start.ts')

async function bundlePageStart(): Promise<string> {
  const built = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      minify: true,
      lib: { entry: PAGE_START_ENTRY, formats: ['iife'], name: 'cardcastPageStart' },
    },
  })
  const [output] = [built].flat() as Rollup.RollupOutput[]
  const chunk = output?.output.find((file) => file.type === 'chunk')
  if (!chunk) throw new Error('page-start: the bundle has no chunk')
  return chunk.code.trim()
}

export function pageStartScript(): Plugin {
  let source: Promise<string> | undefined
  return {
    name: 'cardcast:page-start-script',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      handler: async (html, ctx) => {
        if (ctx.path.startsWith('/overlay/')) return html
        source ??= bundlePageStart()
        return html.replace('</head>', `  ${PAGE_START_TAG}${await source}</script>\n  </head>`)
      },
    },
  }
}
