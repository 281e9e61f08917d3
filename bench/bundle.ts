// `npx tsx bench/bundle.ts`: the first-visit JavaScript figures alone (bench/bundle-size.ts), without
// the rest of `npm run bench`; prints them and each landing script's gzipped size. Needs a build.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { bundleLines, bundleSizes } from './bundle-size'
import { distDir } from './market-first-visit'

const figures = await bundleSizes()
for (const line of bundleLines(figures)) console.log(line)
const landing = figures.pages[0]
for (const file of [...(landing?.all ?? []), ...figures.landingHindiExtraScripts]) {
  const gzip = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length
  console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)} KB  ${file}`)
}
