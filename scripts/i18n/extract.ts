// `npm run i18n:extract`: Lingui's extraction (lingui.config.ts), then the catalogues with no message
// yet are removed: Lingui writes one for every folder, and each would be a file in the build and a
// line in the app's list of Hindi catalogues (src/lib/i18n.ts) for nothing.
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { LOCALES_DIR, poFiles } from './catalogues.ts'

execFileSync('npx', ['lingui', 'extract', '--clean', ...process.argv.slice(2)], { stdio: 'inherit' })

for (const file of poFiles(LOCALES_DIR)) {
  const messages = readFileSync(file, 'utf8').match(/^msgid "/gm)?.length ?? 0
  // The header is an entry with an empty msgid.
  if (messages <= 1) rmSync(file)
}
