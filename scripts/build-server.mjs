// Compiles the server and its CLI into dist-node/ (what `npm run serve` and `npm run admin:create`
// run): one ESM bundle each, with the packages left to node_modules. The API tests' global set-up
// calls it too, so the processes they start run the code as production does, compiled from the
// sources of this checkout, without TypeScript being compiled at every start.
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

export function buildServer() {
  return build({
    entryPoints: ['server/server.ts', 'server/cli/create-admin.ts'],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    outdir: 'dist-node',
    sourcemap: true,
    logLevel: 'warning',
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer()
