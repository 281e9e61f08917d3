import { LinguiContext } from '@lingui/react'
import { type ReactNode, useMemo, useSyncExternalStore } from 'react'
import { i18n, shownText } from './i18n'

/**
 * Lingui's context for the app's components (`Trans`, `useLingui`), as Lingui's I18nProvider gives
 * it, but renewed only when the text shown may change (`shownText`, src/lib/i18n.ts), not at every
 * catalogue Lingui loads.
 */
export function LinguiProvider({ children }: { children: ReactNode }) {
  const version = useSyncExternalStore(shownText.subscribe, shownText.version, shownText.version)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new context for each version is the point
  const context = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [version])
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>
}
