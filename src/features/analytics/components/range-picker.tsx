// The range of the figures: the last 7, 30 or 90 days, or two chosen days. Chosen days are checked as
// the server checks them, and only a good range reaches the page.

import { useLingui } from '@lingui/react/macro'
import { Group, SegmentedControl, TextInput } from '@mantine/core'
import { useState } from 'react'
import {
  ANALYTICS_PRESET_DAYS,
  type AnalyticsRange,
  resolveAnalyticsRange,
} from '../../../../contract/analytics'
import { istToday } from '../../../../contract/dates'
import { useLabel } from '../../../lib/use-label'

export type RangeChoice = `${(typeof ANALYTICS_PRESET_DAYS)[number]}` | 'custom'

interface RangePickerProps {
  choice: RangeChoice
  onChoice: (choice: RangeChoice) => void
  custom: AnalyticsRange
  onCustom: (range: AnalyticsRange) => void
}

export function RangePicker({ choice, onChoice, custom, onCustom }: RangePickerProps) {
  const { t } = useLingui()
  const show = useLabel()
  const [draft, setDraft] = useState(custom)
  const checked = resolveAnalyticsRange(draft, istToday())
  const error = 'error' in checked ? show(checked.error) : undefined
  const choices = [
    ...ANALYTICS_PRESET_DAYS.map((days) => ({ value: `${days}` as RangeChoice, label: t`${days} days` })),
    { value: 'custom' as const, label: t`Custom` },
  ]

  function change(next: AnalyticsRange) {
    setDraft(next)
    const result = resolveAnalyticsRange(next, istToday())
    if ('range' in result) onCustom(result.range)
  }

  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label={t`Range`}
        value={choice}
        onChange={(value) => onChoice(value as RangeChoice)}
        data={choices}
      />
      {choice === 'custom' ? (
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label={t({ message: 'From', context: 'the first day of a range' })}
            value={draft.from}
            max={draft.to}
            onChange={(event) => change({ ...draft, from: event.currentTarget.value })}
            error={error}
            w={170}
          />
          <TextInput
            type="date"
            label={t`To`}
            value={draft.to}
            min={draft.from}
            onChange={(event) => change({ ...draft, to: event.currentTarget.value })}
            w={170}
          />
        </Group>
      ) : null}
    </Group>
  )
}
