// Starting a marathon: its length, what each rupee and each free card used adds, and an optional cap.
// Checked with the contract's startMarathonSchema before sending; a refusal shows under the form.
import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import {
  MARATHON_LIMITS,
  marathonMessages,
  type StartMarathonInput,
  startMarathonSchema,
} from '../../../../contract/marathons'
import { focusFirstInvalid } from '../../../lib/focus-first-error'
import { notify } from '../../../lib/notify'
import { zodValidate } from '../../../lib/zod-form'
import { useChangeMarathonMutation } from '../live-api'
import { failureText, LIVE_TOAST_FLOW } from '../use-queue-action'

/** The form's values: an empty cap means none. */
type StartValues = Omit<StartMarathonInput, 'capHours'> & { capHours: number | '' }

const toInput = ({ capHours, ...values }: StartValues): StartMarathonInput => ({
  ...values,
  capHours: capHours === '' ? null : capHours,
})
const validate = zodValidate<StartMarathonInput>(startMarathonSchema)

export function MarathonStartForm() {
  const [change, { isLoading }] = useChangeMarathonMutation()
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useForm<StartValues>({
    initialValues: { startMinutes: 60, secondsPerRupee: 6, secondsPerFreeUse: 30, capHours: '' },
    validate: (values) => validate(toInput(values)),
  })

  async function submit(values: StartValues) {
    setServerError(null)
    try {
      await change({ start: toInput(values) }).unwrap()
      notify.success(marathonMessages.started, LIVE_TOAST_FLOW)
    } catch (error) {
      const message = failureText(error)
      setServerError(message)
      notify.error(message, LIVE_TOAST_FLOW)
    }
  }

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstInvalid)}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          A countdown on your overlay that your viewers extend: every rupee spent on you and every free card
          used adds time.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label="Starting length (minutes)"
            min={MARATHON_LIMITS.startMinutes.min}
            max={MARATHON_LIMITS.startMinutes.max}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('startMinutes')}
          />
          <NumberInput
            label="Seconds per rupee"
            description="Card sales, subscriptions and auction wins."
            min={MARATHON_LIMITS.secondsPerRupee.min}
            max={MARATHON_LIMITS.secondsPerRupee.max}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('secondsPerRupee')}
          />
          <NumberInput
            label="Seconds per free card used"
            description="Each free card a viewer uses on stream."
            min={MARATHON_LIMITS.secondsPerFreeUse.min}
            max={MARATHON_LIMITS.secondsPerFreeUse.max}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('secondsPerFreeUse')}
          />
          <NumberInput
            label="Cap (hours)"
            description="It never runs past this long from its start. Empty: no cap."
            min={MARATHON_LIMITS.capHours.min}
            max={MARATHON_LIMITS.capHours.max}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('capHours')}
          />
        </SimpleGrid>
        {serverError ? <Alert color="red" variant="light" role="alert" title={serverError} /> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={isLoading}>
            Start marathon
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
