import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export interface BundleFigures {
  /** Gzipped bytes of the JavaScript the landing page loads up front (entry + preloaded chunks). */
  landingJsGzip: number
  overlayJsGzip: number
  landingBudget: number
  overlayBudget: number
}

/** The JavaScript an HTML page of the build loads before anything lazy: its module script and preloads. */
export function pageJavaScriptGzip(distDir: string, htmlPath: string): number {
  const html = readFileSync(join(distDir, htmlPath), 'utf8')
  const sources = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
  ]
    .map((match) => match[1] as string)
    .map((src) => join(distDir, src.replace(/^\//, '')))
  return sources.reduce((total, file) => total + gzipSync(readFileSync(file), { level: 9 }).length, 0)
}

export function bundleSizes(distDir = join(import.meta.dirname, '..', 'dist')): BundleFigures {
  if (!existsSync(join(distDir, 'index.html'))) throw new Error('no build: run "npm run build" first')
  return {
    landingJsGzip: pageJavaScriptGzip(distDir, 'index.html'),
    overlayJsGzip: pageJavaScriptGzip(distDir, 'overlay/index.html'),
    landingBudget: 200 * 1024,
    overlayBudget: 15 * 1024,
  }
}
