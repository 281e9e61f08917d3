// After `vite build`: writes .br and .gz beside every text asset in dist/, so the server sends
// compressed files without compressing per request (@fastify/static `preCompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const dist = join(import.meta.dirname, '..', 'dist')
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|ico)$/

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else if (compressible.test(name)) yield path
  }
}

let count = 0
for (const path of files(dist)) {
  const content = readFileSync(path)
  if (content.length < 1024) continue
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }))
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
  count++
}
console.log(`precompressed ${count} files in dist/`)
