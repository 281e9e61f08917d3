// Lingui's configuration: English (India) is the source, written in the code; Hindi is translated in
// the .po catalogues under src/locales/hi-IN/ (docs/i18n.md). `npm run i18n:extract` reads it.
import type { LinguiConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { linguiCatalogs } from './scripts/i18n/catalogues.ts'

const config: LinguiConfig = {
  sourceLocale: 'en-IN',
  locales: ['hi-IN'],
  catalogs: linguiCatalogs(),
  // Where a message is used (file, no line numbers: a line moving elsewhere changes no catalogue).
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  // A message with no Hindi yet stays out of the Hindi catalogue: the English in the code shows.
  fallbackLocales: false,
}

export default config
