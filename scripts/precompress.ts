// After `vite build`: writes .br and .gz beside every text asset in dist/, so the server sends
// compressed files without compressing per request (@fastify/static `preCompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const dist = join(import.meta.dirname, '..', 'dist')
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|ico)$/
/** Smaller files go out as they are: their compressed form would save less than a packet. */
const MIN_BYTES = 1024

/** Writes `<file>.gz` and `<file>.br` beside `file`, at the build's settings; returns their paths. */
export function writeCompressed(file: string, content: Buffer | string): string[] {
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
  return [`${file}.gz`, `${file}.br`]
}

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else if (compressible.test(name)) yield path
  }
}

function precompressDist() {
  let count = 0
  for (const path of files(dist)) {
    const content = readFileSync(path)
    if (content.length < MIN_BYTES) continue
    writeCompressed(path, content)
    count++
  }
  console.log(`precompressed ${count} files in dist/`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) precompressDist()
