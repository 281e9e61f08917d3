// The streamer's stream settings: what viewer text may do, their own blocked words, the alert volume,
// the default cooldowns, how long and how many cards may wait for the stream, and whether names show. Checked with the contract's streamSettingsSchema before sending; what the
// server refuses shows under the form and as a toast.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Group, NumberInput, Radio, SimpleGrid, Slider, Stack, Switch, TagsInput, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useEffect, useId } from 'react'
import {
  MAX_BLOCKED_WORD_LENGTH,
  MAX_BLOCKED_WORDS,
  MAX_COOLDOWN_SECONDS,
  MAX_WAIT_MINUTES_LIMIT,
  MAX_WAITING_PER_VIEWER_LIMIT,
  type StreamSettings,
  streamMessages,
  streamSettingsSchema,
  VIEWER_TEXT_MODE_LABELS,
  VIEWER_TEXT_MODES,
} from '../../../../contract/stream'
import { focusFirstInvalid } from '../../../lib/focus-first-error'
import { useLabel } from '../../../lib/use-label'
import { zodValidate } from '../../../lib/zod-form'
import { useSaveStreamSettingsMutation } from '../live-api'
import { useLiveSubmit } from '../use-live-submit'
import { LiveFormFooter } from './live-form-footer'

/** What each mode means for the streamer, under its label. */
const MODE_HINTS: Record<StreamSettings['viewerText'], MessageDescriptor> = {
  'card-only': msg`Viewers cannot change the text: every use shows the card as you made it.`,
  approve: msg`Edited text waits here until you approve it. Unedited cards go straight to the overlay.`,
  live: msg`Edited text shows at once, unless it has a blocked word: then it waits for you.`,
}

export function StreamSettingsForm({ settings }: { settings: StreamSettings }) {
  const { t } = useLingui()
  const show = useLabel()
  const [save, { isLoading }] = useSaveStreamSettingsMutation()
  const { serverError, run } = useLiveSubmit('flow-stream-settings')
  const volumeLabelId = useId()
  const form = useForm<StreamSettings>({
    initialValues: settings,
    validate: zodValidate<StreamSettings>(streamSettingsSchema),
  })

  // Saved (or refetched) settings become the form's new starting point.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `form` is a new object each render; the settings are what matter
  useEffect(() => {
    form.setInitialValues(settings)
    form.setValues(settings)
    form.resetDirty(settings)
  }, [settings])

  const submit = (values: StreamSettings) => run(() => save(values).unwrap(), streamMessages.settingsSaved)

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstInvalid)}>
      <Stack gap="md">
        <Radio.Group label={t`Viewer text`} {...form.getInputProps('viewerText')}>
          <Stack gap="xs" mt="xs">
            {VIEWER_TEXT_MODES.map((mode) => (
              <Radio
                key={mode}
                value={mode}
                label={show(VIEWER_TEXT_MODE_LABELS[mode])}
                description={show(MODE_HINTS[mode])}
              />
            ))}
          </Stack>
        </Radio.Group>
        <TagsInput
          label={t`Blocked words`}
          description={t`Edited text with one of these (or a common insult) always waits for you. Press Enter after each.`}
          placeholder={t`Add a word`}
          maxTags={MAX_BLOCKED_WORDS}
          maxLength={MAX_BLOCKED_WORD_LENGTH}
          splitChars={[',', 'Enter']}
          acceptValueOnBlur
          clearable
          {...form.getInputProps('blockedWords')}
        />
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm" fw={500} id={volumeLabelId}>
              <Trans>Alert volume</Trans>
            </Text>
            <Text size="sm" c="dimmed">
              {form.values.volume}%
            </Text>
          </Group>
          <Slider
            min={0}
            max={100}
            step={5}
            thumbLabel={t`Alert volume`}
            label={(value) => `${value}%`}
            {...form.getInputProps('volume')}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberInput
            label={t`Card cooldown (seconds)`}
            description={t`Between two uses of one card. 0: none.`}
            min={0}
            max={MAX_COOLDOWN_SECONDS}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('defaultCooldownSeconds')}
          />
          <NumberInput
            label={t`Viewer cooldown (seconds)`}
            description={t`Between two uses by one viewer. 0: none.`}
            min={0}
            max={MAX_COOLDOWN_SECONDS}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('defaultViewerCooldownSeconds')}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          <Trans>
            The cooldowns apply to cards that have none of their own (set on Create Card or Card Inventory).
          </Trans>
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberInput
            label={t`Longest wait for the stream (minutes)`}
            description={t`A card used while your overlay is off goes back to its viewer after this. 0: it waits.`}
            min={0}
            max={MAX_WAIT_MINUTES_LIMIT}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('maxWaitMinutes')}
          />
          <NumberInput
            label={t`Cards waiting per viewer`}
            description={t`How many of one viewer's cards may wait in your queue at once.`}
            min={1}
            max={MAX_WAITING_PER_VIEWER_LIMIT}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('maxWaitingPerViewer')}
          />
        </SimpleGrid>
        <Switch
          label={t`Show viewers' names on stream`}
          description={t`'Used by <name>' under each card. A name with one of your blocked words shows as 'a viewer'.`}
          {...form.getInputProps('showViewerNames', { type: 'checkbox' })}
        />
        <LiveFormFooter error={serverError} loading={isLoading} label={t`Save settings`} />
      </Stack>
    </form>
  )
}
