// `npm run i18n:extract`: Lingui's extraction (lingui.config.ts), then the catalogues with no message
// yet are removed: Lingui writes one for every folder, and each would be a file in the build and a
// line in the app's list of Hindi catalogues (src/lib/i18n.ts) for nothing.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { LOCALES_DIR } from './catalogues.ts'

execFileSync('npx', ['lingui', 'extract', '--clean', ...process.argv.slice(2)], { stdio: 'inherit' })

const catalogues = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? catalogues(join(dir, entry.name))
      : entry.name.endsWith('.po')
        ? [join(dir, entry.name)]
        : [],
  )

for (const file of catalogues(LOCALES_DIR)) {
  const messages = readFileSync(file, 'utf8').match(/^msgid "/gm)?.length ?? 0
  // The header is an entry with an empty msgid.
  if (messages <= 1) rmSync(file)
}
