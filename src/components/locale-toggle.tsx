// The language switch of the header and the phones' menu: the other language's name, in itself
// ('हिन्दी' on an English page, 'English' on a Hindi one). The choice is kept on the device and on
// the account (src/lib/locale-choice.ts).
import { useLingui } from '@lingui/react/macro'
import { LOCALES, localeNames } from '../../contract/locales'
import { useLocaleChoice } from '../lib/locale-choice'
import { LightButton } from './light-button'

export function LocaleToggle({ onChosen }: { onChosen?: () => void }) {
  const { t } = useLingui()
  const { locale, choose } = useLocaleChoice()
  const other = LOCALES.find((candidate) => candidate !== locale) ?? locale
  return (
    <LightButton
      variant="subtle"
      lang={other}
      title={t`Show Cardcast in ${localeNames[other]}`}
      onClick={() => {
        void choose(other)
        onChosen?.()
      }}
    >
      {localeNames[other]}
    </LightButton>
  )
}
