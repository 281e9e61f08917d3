// Starting a marathon: its length, what each rupee and each free card used adds, and an optional cap.
// Checked with the contract's startMarathonSchema before sending; a refusal shows under the form.
import { Trans, useLingui } from '@lingui/react/macro'
import { SimpleGrid, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import {
  MARATHON_LIMITS,
  marathonMessages,
  type StartMarathonInput,
  startMarathonSchema,
} from '../../../../contract/marathons'
import { WholeNumberInput } from '../../../components/whole-number-input'
import { focusFirstInvalid } from '../../../lib/focus-first-error'
import { zodValidate } from '../../../lib/zod-form'
import { useChangeMarathonMutation } from '../live-api'
import { useLiveSubmit } from '../use-live-submit'
import { LiveFormFooter } from './live-form-footer'

/** The form's values: an empty cap means none. */
type StartValues = Omit<StartMarathonInput, 'capHours'> & { capHours: number | '' }

const toInput = ({ capHours, ...values }: StartValues): StartMarathonInput => ({
  ...values,
  capHours: capHours === '' ? null : capHours,
})
const validate = zodValidate<StartMarathonInput>(startMarathonSchema)

export function MarathonStartForm() {
  const { t } = useLingui()
  const [change, { isLoading }] = useChangeMarathonMutation()
  const { serverError, run } = useLiveSubmit()
  const form = useForm<StartValues>({
    initialValues: { startMinutes: 60, secondsPerRupee: 6, secondsPerFreeUse: 30, capHours: '' },
    validate: (values) => validate(toInput(values)),
  })

  const submit = (values: StartValues) =>
    run(() => change({ start: toInput(values) }).unwrap(), marathonMessages.started)

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstInvalid)}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>
            A countdown on your overlay that your viewers extend: every rupee spent on you and every free card
            used adds time.
          </Trans>
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <WholeNumberInput
            label={t`Starting length (minutes)`}
            limits={MARATHON_LIMITS.startMinutes}
            {...form.getInputProps('startMinutes')}
          />
          <WholeNumberInput
            label={t`Seconds per rupee`}
            description={t`Card sales, subscriptions and auction wins.`}
            limits={MARATHON_LIMITS.secondsPerRupee}
            {...form.getInputProps('secondsPerRupee')}
          />
          <WholeNumberInput
            label={t`Seconds per free card used`}
            description={t`Each free card a viewer uses on stream.`}
            limits={MARATHON_LIMITS.secondsPerFreeUse}
            {...form.getInputProps('secondsPerFreeUse')}
          />
          <WholeNumberInput
            label={t`Cap (hours)`}
            description={t`It never runs past this long from its start. Empty: no cap.`}
            limits={MARATHON_LIMITS.capHours}
            {...form.getInputProps('capHours')}
          />
        </SimpleGrid>
        <LiveFormFooter error={serverError} loading={isLoading} label={t`Start marathon`} />
      </Stack>
    </form>
  )
}
