// Payment Management's 'Refund': a confirmation that asks why (the reason goes to the buyer in the
// refund email), then `POST /auth/admin/transactions/{id}/refund`. The server refuses a second refund,
// a free purchase and a blank reason with its own words, shown here.
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useEffect, useState } from 'react'
import type { AdminTransaction } from '../../../../contract/admin'
import { formatRupees } from '../../../../contract/money'
import { REFUND_REASON_MAX_LENGTH, refundMessages, refundRequestSchema } from '../../../../contract/refunds'
import { adminFailureMessage } from '../admin-errors'
import { adminToast } from '../admin-notify'
import { EmailText } from '../components/email-text'
import { useRefundAdminTransactionMutation } from './payments-api'

interface RefundDialogProps {
  /** The purchase to refund; null when closed. */
  transaction: AdminTransaction | null
  onClose: () => void
}

export function RefundDialog({ transaction, onClose }: RefundDialogProps) {
  const [refund, { isLoading }] = useRefundAdminTransactionMutation()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)

  // The purchase shown: kept while the dialog closes, so its text does not vanish mid-transition.
  const [shown, setShown] = useState<AdminTransaction | null>(transaction)

  useEffect(() => {
    if (transaction) {
      setShown(transaction)
      setReason('')
      setError(null)
    }
  }, [transaction])

  async function submit() {
    if (!shown || isLoading) return
    const parsed = refundRequestSchema.safeParse({ reason })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? refundMessages.reasonRequired)
      return
    }
    try {
      const answer = await refund({ id: shown._id, ...parsed.data }).unwrap()
      adminToast.success(answer.message)
      onClose()
    } catch (failure) {
      adminToast.error(adminFailureMessage(failure) || refundMessages.refundFailed)
    }
  }

  return (
    <Modal
      opened={transaction !== null}
      onClose={isLoading ? () => {} : onClose}
      title={refundMessages.confirmTitle}
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog', disabled: isLoading }}
    >
      {shown ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              Refund <strong>{formatRupees(shown.amount, { alwaysPaise: true })}</strong> for "{shown.title}"
              to <EmailText email={shown.userEmailId} />? The money goes back to the way they paid, the
              creator's share is taken back, and an unused card can no longer be used.
            </Text>
            <Textarea
              label="Reason"
              description="Sent to the buyer in the refund email."
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
              <Button variant="default" onClick={onClose} disabled={isLoading}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={isLoading}>
                Refund
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  )
}
