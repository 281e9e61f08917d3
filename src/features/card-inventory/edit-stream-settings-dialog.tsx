// 'Stream settings' of one published card: its cooldowns, sound and subscriber lock, saved with
// `PUT /auth/user/cards/{id}`, checked first with the contract's editCardSchema.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useEffect } from 'react'
import { cardMessages } from '../../../contract/card-messages'
import type { Card } from '../../../contract/cards'
import { editCardSchema, streamMessages } from '../../../contract/stream'
import {
  CardStreamFields,
  type StreamFieldValues,
  streamFieldsOf,
  streamFieldsToRequest,
} from '../../components/cards/card-stream-fields'
import { describeFailure, serverMessage } from '../../lib/api-error'
import { notify } from '../../lib/notify'
import { zodValidate } from '../../lib/zod-form'
import { SubscribersOnlyFields } from '../../subscriptions/subscribers-only-fields'
import { useEditCardStreamSettingsMutation } from './card-inventory-api'

const validateRequest = zodValidate<Record<string, unknown>>(editCardSchema)

interface EditValues extends StreamFieldValues {
  subscribersOnly: boolean
  minTierId: string | null
}

const toRequest = (values: EditValues) => ({
  ...streamFieldsToRequest(values),
  subscribersOnly: values.subscribersOnly,
  minTierId: values.subscribersOnly ? values.minTierId : null,
})

interface EditStreamSettingsDialogProps {
  card: Card | null
  opened: boolean
  onClose: () => void
}

export function EditStreamSettingsDialog({ card, opened, onClose }: EditStreamSettingsDialogProps) {
  const { t } = useLingui()
  const [save, { isLoading }] = useEditCardStreamSettingsMutation()
  const form = useForm<EditValues>({
    initialValues: {
      cooldownSeconds: '',
      viewerCooldownSeconds: '',
      sound: 'none',
      subscribersOnly: false,
      minTierId: null,
    },
    validate: (values) => validateRequest(toRequest(values)),
  })

  // Each opening starts from the card as it is now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: form is a new object each render; reset on open only
  useEffect(() => {
    if (card && opened) {
      form.setValues({
        ...streamFieldsOf(card),
        subscribersOnly: card.subscribersOnly,
        minTierId: card.minTier?.id ?? null,
      })
      form.resetDirty()
      form.clearErrors()
    }
  }, [card, opened])

  async function submit(values: EditValues) {
    if (!card) return
    try {
      await save({ id: card._id, changes: toRequest(values) }).unwrap()
      notify.success(streamMessages.cardSaved)
      onClose()
    } catch (error) {
      const failure = describeFailure(error)
      notify.error(serverMessage(failure) ?? cardMessages.unexpected)
    }
  }

  const title = card?.cardTitle
  return (
    <Modal
      opened={opened}
      onClose={isLoading ? () => {} : onClose}
      title={t`Stream settings`}
      centered
      closeButtonProps={{ 'aria-label': t`Close dialog`, disabled: isLoading }}
    >
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <Trans>
              How{' '}
              <Text span inherit fw={700}>
                {title}
              </Text>{' '}
              behaves on your stream from its next use.
            </Trans>
          </Text>
          <CardStreamFields inputProps={(field) => form.getInputProps(field)} sound={form.values.sound} />
          <SubscribersOnlyFields
            subscribersOnly={form.values.subscribersOnly}
            inputProps={(field, type) => form.getInputProps(field, type ? { type } : undefined)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isLoading}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={isLoading}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
