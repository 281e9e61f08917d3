import { Divider, Text } from '@mantine/core'
import type { Card } from '../../contract/cards'
import { SellerDetails } from '../components/cards/seller-details'
import { ConfirmDialog } from '../components/confirm-dialog'
import { purchaseDialogText, purchaseQuestion } from './purchase-question'

export interface ConfirmPurchaseDialogProps {
  /** The card asked about; kept while the dialog closes so its text does not vanish mid-transition. */
  card: Card | null
  opened: boolean
  onConfirm: () => void
  onCancel: () => void
}

/**
 * 'Confirm Buy' / 'Cancel' before a purchase; 'Get free' / 'Cancel' before taking a free card. Below
 * the question, who sells the card and who is responsible for it (docs/privacy.md 'Seller details').
 */
export function ConfirmPurchaseDialog({ card, opened, onConfirm, onCancel }: ConfirmPurchaseDialogProps) {
  const question = card ? purchaseQuestion(card) : null
  return (
    <ConfirmDialog
      opened={opened}
      title={question?.dialogTitle ?? purchaseDialogText.title}
      confirmLabel={question?.confirm ?? purchaseDialogText.confirm}
      cancelLabel={purchaseDialogText.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {question && card ? (
        <>
          {question.before}
          <Text span inherit fw={700} style={{ overflowWrap: 'anywhere' }}>
            {question.title}
          </Text>
          {question.after}
          <Divider my="sm" />
          <SellerDetails card={card} responsible />
        </>
      ) : null}
    </ConfirmDialog>
  )
}
