// The check that every catalogue of a language agrees with the others, run by `npm run lint`.
// A Hindi page loads several catalogues (the shell's, its feature's, a shared folder's) into Lingui's
// one message table, where a message's id is made from its English and its context alone (src/lib/i18n.ts,
// docs/i18n.md). Two catalogues that translate one English differently therefore fight: the one loaded
// last wins, on every page after it. Where the meaning differs, the message needs a context of its own
// (`<Trans context="…">`); where it does not, one translation.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { formatter } from '@lingui/format-po'
import { LOCALES_DIR, poFiles } from './catalogues.ts'

export interface Clash {
  locale: string
  message: string
  context: string | null
  /** Each translation with the catalogues (relative paths) that give it. */
  translations: Record<string, string[]>
}

/** Messages that one locale's catalogues translate in more than one way. */
export async function catalogueClashes(root: string): Promise<Clash[]> {
  const po = formatter()
  const clashes: Clash[] = []
  const localesDir = join(root, LOCALES_DIR)
  for (const locale of readdirSync(localesDir)) {
    const seen = new Map<string, Clash>()
    for (const file of poFiles(join(localesDir, locale))) {
      const catalogue = await po.parse(readFileSync(file, 'utf8'), {} as never)
      for (const [id, entry] of Object.entries(catalogue ?? {})) {
        // An untranslated or obsolete message shows nothing of this catalogue's own.
        if (!entry.translation || entry.obsolete) continue
        const clash = seen.get(id) ?? {
          locale,
          message: entry.message ?? id,
          context: entry.context ?? null,
          translations: {},
        }
        const name = relative(root, file).split(sep).join('/')
        const sources = clash.translations[entry.translation] ?? []
        clash.translations[entry.translation] = [...sources, name]
        seen.set(id, clash)
      }
    }
    clashes.push(...[...seen.values()].filter((clash) => Object.keys(clash.translations).length > 1))
  }
  return clashes
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clashes = await catalogueClashes(process.cwd())
  for (const { locale, message, context, translations } of clashes) {
    const where = Object.entries(translations)
      .map(([text, files]) => `  ${JSON.stringify(text)} in ${files.join(', ')}`)
      .join('\n')
    console.error(
      `${locale}: ${JSON.stringify(message)}${context ? ` (${context})` : ''} is translated differently:\n${where}`,
    )
  }
  if (clashes.length > 0) {
    console.error(
      `\n${clashes.length} message(s) with two translations: one table holds every loaded catalogue, so give them one translation, or a context each where the meaning differs (docs/i18n.md).`,
    )
    process.exit(1)
  }
  console.log('i18n: every message has one translation per language')
}
