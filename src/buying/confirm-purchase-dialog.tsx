import { Trans, useLingui } from '@lingui/react/macro'
import { Divider, Text } from '@mantine/core'
import { cardMessages } from '../../contract/card-messages'
import type { Card } from '../../contract/cards'
import { formatRupees, isFree } from '../../contract/money'
import { SellerDetails } from '../components/cards/seller-details'
import { ConfirmDialog } from '../components/confirm-dialog'
import { useLabel } from '../lib/use-label'

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
 * The same words as the server market's early confirmation (purchase-question.ts), in the app's
 * language: "Buy **Title** for ₹49?", "Get **Title** for free?".
 */
export function ConfirmPurchaseDialog({ card, opened, onConfirm, onCancel }: ConfirmPurchaseDialogProps) {
  const { t } = useLingui()
  const show = useLabel()
  const free = card ? isFree(card.price) : false
  const price = card ? formatRupees(card.price) : ''
  const cardTitle = card?.cardTitle
  return (
    <ConfirmDialog
      opened={opened}
      title={free ? t`Get a free card` : t`Confirm Purchase`}
      confirmLabel={free ? show(cardMessages.getFree) : t`Confirm Buy`}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {card ? (
        <>
          {free ? (
            <Trans>
              Get{' '}
              <Text span inherit fw={700} style={{ overflowWrap: 'anywhere' }}>
                {cardTitle}
              </Text>{' '}
              for free?
            </Trans>
          ) : (
            <Trans>
              Buy{' '}
              <Text span inherit fw={700} style={{ overflowWrap: 'anywhere' }}>
                {cardTitle}
              </Text>{' '}
              for {price}?
            </Trans>
          )}
          <Divider my="sm" />
          <SellerDetails card={card} responsible />
        </>
      ) : null}
    </ConfirmDialog>
  )
}
