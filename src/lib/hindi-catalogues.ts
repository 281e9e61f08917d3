// The compiled Hindi catalogues by name ('market', 'shell', 'shared/buying'), each a chunk of its own
// under assets/locales/ (vite.config.ts), loaded on demand by src/lib/i18n.ts. This list is a chunk of
// its own too: only a Hindi visit loads it.
import type { Messages } from '@lingui/core'

export type Catalogues = Record<string, () => Promise<{ messages: Messages }>>

const HINDI_DIR = '../locales/hi-IN/'

export const hindiCatalogues: Catalogues = Object.fromEntries(
  Object.entries(import.meta.glob<{ messages: Messages }>('../locales/hi-IN/**/*.po')).map(([file, load]) => [
    file.slice(HINDI_DIR.length, -'.po'.length),
    load,
  ]),
)
