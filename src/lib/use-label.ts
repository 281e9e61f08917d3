// A label that is either a Lingui message (`msg\`…\``, written where a list is defined at module
// level) or a text of the contract (MARKET_NAME, a contract message), shown in the app's language:
// the first through Lingui's catalogues, the second through contract/translate.ts.
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import type { Locale } from '../../contract/locales'
import { nameInLocale } from '../../contract/stream-names'
import { translateMessage } from '../../contract/translate'

export type Label = MessageDescriptor | string

export function useLabel(): (label: Label) => string {
  const { i18n } = useLingui()
  return useCallback(
    (label: Label) =>
      typeof label === 'string' ? translateMessage(label, i18n.locale as Locale) : i18n._(label),
    [i18n],
  )
}

/**
 * A name the server put on a stream (a username, 'a viewer', a credit line it wrote itself) in the
 * app's language: contract/stream-names.ts, as the overlay shows it.
 */
export function useStreamName(): <Name extends string | null>(name: Name) => Name {
  const { i18n } = useLingui()
  return useCallback(
    <Name extends string | null>(name: Name) => nameInLocale(name, i18n.locale as Locale),
    [i18n],
  )
}
