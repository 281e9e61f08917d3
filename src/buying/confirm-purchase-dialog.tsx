import { Text } from '@mantine/core'
import type { Card } from '../../contract/cards'
import { formatRupees, isFree } from '../../contract/money'
import { ConfirmDialog } from '../components/confirm-dialog'

export interface ConfirmPurchaseDialogProps {
  /** The card asked about; kept while the dialog closes so its text does not vanish mid-transition. */
  card: Card | null
  opened: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** 'Confirm Buy' / 'Cancel' before any purchase. */
export function ConfirmPurchaseDialog({ card, opened, onConfirm, onCancel }: ConfirmPurchaseDialogProps) {
  return (
    <ConfirmDialog
      opened={opened}
      title="Confirm Purchase"
      confirmLabel="Confirm Buy"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {card ? (
        <>
          {isFree(card.price) ? 'Get ' : 'Buy '}
          <Text span inherit fw={700} style={{ overflowWrap: 'anywhere' }}>
            {card.cardTitle}
          </Text>
          {isFree(card.price) ? ' for free?' : ` for ${formatRupees(card.price)}?`}
        </>
      ) : null}
    </ConfirmDialog>
  )
}
