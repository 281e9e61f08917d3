// Builds the service worker's own code (src/pwa/worker-extras.ts: Web Push, the public pages in the
// visitor's language) into one script that the generated worker loads with `importScripts`.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { build as esbuild } from 'esbuild'
import type { Plugin } from 'vite'
import { DEFAULT_LOCALE, LOCALES } from '../contract/locales'
import { TRANSLATED_PAGES_CACHE_PREFIX } from '../src/pwa/cache-names'
import { prerenderedFileOf } from './prerender'

/** The script's name in dist/, for vite-plugin-pwa's `importScripts` (and left out of its precache). */
export const WORKER_EXTRAS_FILE = 'worker-extras.js'

/**
 * The prerendered pages the worker serves by language (the `TRANSLATED_PAGES` of
 * src/pwa/page-language-worker.ts), from the files the prerender wrote: a page that could not be
 * prerendered in a language is left to the app shell, as the server leaves it. With them, each
 * language's message catalogues (`localeAssets`, the folder vite.config.ts writes them to), which
 * those pages, and the app offline, read.
 */
function translatedPages(outDir: string, paths: readonly string[], localeAssets: string) {
  const english: Record<string, string> = {}
  const pages: Record<string, Record<string, string>> = {}
  const contents = createHash('sha256')
  for (const path of paths) {
    if (!existsSync(join(outDir, prerenderedFileOf(path, DEFAULT_LOCALE)))) continue
    english[path] = `/${prerenderedFileOf(path, DEFAULT_LOCALE)}`
    for (const locale of LOCALES) {
      const file = prerenderedFileOf(path, locale)
      if (locale === DEFAULT_LOCALE || !existsSync(join(outDir, file))) continue
      contents.update(file).update(readFileSync(join(outDir, file)))
      pages[locale] = { ...pages[locale], [path]: `/${file}` }
    }
  }
  const cacheName = `${TRANSLATED_PAGES_CACHE_PREFIX}${contents.digest('hex').slice(0, 12)}`
  const catalogueFiles = readdirSync(join(outDir, localeAssets)).filter((file) => file.endsWith('.js'))
  const catalogues = Object.fromEntries(
    Object.keys(pages).map((locale) => [
      locale,
      catalogueFiles.filter((file) => file.startsWith(`${locale}-`)).map((file) => `/${localeAssets}${file}`),
    ]),
  )
  return { cacheName, pages, english, catalogues }
}

/**
 * Writes dist/worker-extras.js once the public pages (`paths`) are prerendered: list this plugin after
 * the prerender, whose writeBundle writes them, and before vite-plugin-pwa's closeBundle generates the
 * worker that loads it. `localeAssets`: the folder below dist/ of the message catalogues.
 */
export function workerExtras(paths: readonly string[], localeAssets: string): Plugin {
  let outDir = ''
  return {
    name: 'cardcast:worker-extras',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const built = await esbuild({
          entryPoints: [resolve(import.meta.dirname, '../src/pwa/worker-extras.ts')],
          bundle: true,
          write: false,
          format: 'iife',
          minify: true,
          target: 'es2020',
          logLevel: 'warning',
          define: { TRANSLATED_PAGES: JSON.stringify(translatedPages(outDir, paths, localeAssets)) },
        })
        const source = built.outputFiles[0]?.text
        if (!source) throw new Error('the service worker extras did not build')
        writeFileSync(join(outDir, WORKER_EXTRAS_FILE), source)
      },
    },
  }
}
