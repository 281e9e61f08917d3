// Payment Management's 'Refund', of a card purchase or a subscription charge: a confirmation that asks
// why (the reason goes to the payer in the refund email), then the refund call the caller passes. The
// server refuses a second refund, a free purchase and a blank reason with its own words, shown here.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { type ReactNode, useEffect, useState } from 'react'
import { REFUND_REASON_MAX_LENGTH, refundMessages, refundRequestSchema } from '../../../../contract/refunds'
import { translateMessage } from '../../../../contract/translate'
import { currentLocale } from '../../../lib/i18n'
import { adminFailureMessage } from '../admin-errors'
import { adminToast } from '../admin-notify'

/** What is refunded: its id, and the sentence that asks about it. */
export interface RefundTarget {
  id: string
  question: ReactNode
}

interface RefundDialogProps {
  /** What to refund; null when closed. */
  target: RefundTarget | null
  /** In the app's language. */
  title: string
  /** Sends the refund; answers the server's message. */
  refund: (id: string, reason: string) => Promise<{ message: string }>
  loading: boolean
  /** The toast when the server gives no words of its own. */
  failedMessage: string
  onClose: () => void
}

export function RefundDialog({ target, title, refund, loading, failedMessage, onClose }: RefundDialogProps) {
  const { t } = useLingui()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)

  // What is shown: kept while the dialog closes, so its text does not vanish mid-transition.
  const [shown, setShown] = useState<RefundTarget | null>(target)

  // A new target (by id) starts afresh; the same one re-rendered keeps what was typed.
  const targetId = target?.id
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset per target id, not per render
  useEffect(() => {
    if (target) {
      setShown(target)
      setReason('')
      setError(null)
    }
  }, [targetId])

  async function submit() {
    if (!shown || loading) return
    const parsed = refundRequestSchema.safeParse({ reason })
    if (!parsed.success) {
      setError(
        translateMessage(parsed.error.issues[0]?.message ?? refundMessages.reasonRequired, currentLocale()),
      )
      return
    }
    try {
      const answer = await refund(shown.id, parsed.data.reason)
      adminToast.success(answer.message)
      onClose()
    } catch (failure) {
      adminToast.error(adminFailureMessage(failure) || failedMessage)
    }
  }

  return (
    <Modal
      opened={target !== null}
      onClose={loading ? () => {} : onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t`Close dialog`, disabled: loading }}
    >
      {shown ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <Stack gap="md">
            <Text size="sm">{shown.question}</Text>
            <Textarea
              label={t`Reason`}
              description={t`Sent to the payer in the refund email.`}
              withAsterisk
              autosize
              minRows={2}
              maxRows={6}
              maxLength={REFUND_REASON_MAX_LENGTH}
              value={reason}
              error={error}
              onChange={(event) => {
                setReason(event.currentTarget.value)
                setError(null)
              }}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={loading}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" color="red" loading={loading}>
                <Trans>Refund</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  )
}
