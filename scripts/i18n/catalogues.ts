// Which catalogue each source file's messages go to: one per feature folder (src/features/<name>/ →
// src/locales/<locale>/<name>.po), one for the app's shell and the code every page loads (`shell`),
// and one per other shared folder (src/buying/ → src/locales/<locale>/shared/buying.po). Several
// engineers can then translate different folders at once without touching one file, and a Hindi
// page loads only the catalogues of the code it runs (src/lib/i18n.ts, docs/i18n.md).
//
// Read by lingui.config.ts (extraction), by the build's macro step (scripts/i18n/macro-plugin.ts, which
// makes each module ask for its catalogue) and by the hard-coded string check (scripts/i18n/check-strings.ts).

import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** The folder that holds the catalogues, one folder per locale. */
export const LOCALES_DIR = 'src/locales'

/** Every .po file under `dir`, subfolders included. */
export function poFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? poFiles(join(dir, entry.name))
      : entry.name.endsWith('.po')
        ? [join(dir, entry.name)]
        : [],
  )
}

/** Catalogues named for what they hold, each with its folders (or files), relative to the root. */
export const SHARED_CATALOGUES: Readonly<Record<string, readonly string[]>> = {
  // Everything the entry (src/main.tsx) loads on every page.
  shell: ['src/app', 'src/components', 'src/lib', 'src/api', 'src/pwa', 'src/notifications', 'src/main.tsx'],
  'shared/buying': ['src/buying'],
  'shared/plans': ['src/plans'],
  'shared/subscriptions': ['src/subscriptions'],
  'shared/auctions': ['src/auctions'],
  'shared/community': ['src/community'],
  'shared/invoices': ['src/invoices'],
}

const FEATURE = /^src\/features\/([^/]+)\//

/** The catalogue of a file (its path relative to the root, with `/`); undefined outside the app. */
export function catalogueOf(path: string): string | undefined {
  const feature = FEATURE.exec(path)
  if (feature) return feature[1]
  for (const [name, places] of Object.entries(SHARED_CATALOGUES)) {
    if (places.some((place) => path === place || path.startsWith(`${place}/`))) return name
  }
  return undefined
}

/** The same division as Lingui's `catalogs` (lingui.config.ts). */
export function linguiCatalogs() {
  return [
    { path: `<rootDir>/${LOCALES_DIR}/{locale}/{name}`, include: ['<rootDir>/src/features/{name}/'] },
    ...Object.entries(SHARED_CATALOGUES).map(([name, places]) => ({
      path: `<rootDir>/${LOCALES_DIR}/{locale}/${name}`,
      include: places.map((place) => `<rootDir>/${place}`),
    })),
  ]
}
