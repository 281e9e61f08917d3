// Asks why a use is rejected: the viewer reads the reason on My Cards, with the card back unused.
// The reason is checked with the contract's rejectUseSchema (required, at most its length).
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useEffect } from 'react'
import { MAX_REJECT_REASON_LENGTH, rejectUseSchema, type StreamUse } from '../../../../contract/stream'
import { zodValidate } from '../../../lib/zod-form'

interface RejectDialogProps {
  /** The use being rejected; null while the dialog is closed. */
  use: StreamUse | null
  loading: boolean
  onReject: (use: StreamUse, reason: string) => void
  onCancel: () => void
}

export function RejectDialog({ use, loading, onReject, onCancel }: RejectDialogProps) {
  const { t } = useLingui()
  const form = useForm({ initialValues: { reason: '' }, validate: zodValidate(rejectUseSchema) })

  // A new use to reject starts with an empty reason.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `form` is a new object each render; the use is what matters
  useEffect(() => {
    if (use) form.reset()
  }, [use?.id])

  return (
    <Modal
      opened={use !== null}
      onClose={loading ? () => {} : onCancel}
      title={t`Reject this card`}
      centered
      closeButtonProps={{ 'aria-label': t`Close dialog`, disabled: loading }}
    >
      <form
        noValidate
        onSubmit={form.onSubmit(({ reason }) => {
          if (use) onReject(use, reason.trim())
        })}
      >
        <Stack gap="md">
          {use ? (
            <Text size="sm">
              <Trans>
                “{use.title}” from {use.viewer} goes back to them unused, with your reason.
              </Trans>
            </Text>
          ) : null}
          <Textarea
            label={t`Reason`}
            description={t`The viewer sees it on My Cards.`}
            withAsterisk
            autosize
            minRows={2}
            maxRows={5}
            maxLength={MAX_REJECT_REASON_LENGTH}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={loading}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" color="red" loading={loading}>
              <Trans>Reject</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
