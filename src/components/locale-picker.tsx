// The language choice on Profile: both languages, each named in itself. Kept on the device and on the
// account, so mails and pushes follow it too (src/lib/locale-choice.ts).
import { Trans, useLingui } from '@lingui/react/macro'
import { SegmentedControl } from '@mantine/core'
import { LOCALES, type Locale, localeNames } from '../../contract/locales'
import { useLocaleChoice } from '../lib/locale-choice'
import { Panel } from './panel'

export function LocalePanel() {
  const { t } = useLingui()
  const { locale, choose } = useLocaleChoice()
  return (
    <Panel
      title={<Trans>Language</Trans>}
      description={<Trans>The app, your mails and notifications use it.</Trans>}
    >
      <SegmentedControl
        w="fit-content"
        aria-label={t`Language`}
        value={locale}
        onChange={(value) => void choose(value as Locale)}
        data={LOCALES.map((value) => ({ value, label: <span lang={value}>{localeNames[value]}</span> }))}
      />
    </Panel>
  )
}
