// The question before a purchase, in one place for the app's confirm dialog
// (confirm-purchase-dialog.tsx) and the server market's early one, which the page-start script fills
// before React runs (src/app/page-start.ts): "Buy **Title** for ₹49?", "Get **Title** for free?".
import { cardMessages } from '../../contract/card-messages'
import type { Card } from '../../contract/cards'
import { formatRupees, isFree } from '../../contract/money'

export interface PurchaseQuestion {
  before: string
  /** The card's title, shown in bold. */
  title: string
  after: string
  /** The dialog's title and its confirming button: a free card is taken, not bought. */
  dialogTitle: string
  confirm: string
}

export function purchaseQuestion(card: Pick<Card, 'cardTitle' | 'price'>): PurchaseQuestion {
  const free = isFree(card.price)
  return {
    before: free ? 'Get ' : 'Buy ',
    title: card.cardTitle,
    after: free ? ' for free?' : ` for ${formatRupees(card.price)}?`,
    dialogTitle: free ? purchaseDialogText.freeTitle : purchaseDialogText.title,
    confirm: free ? cardMessages.getFree : purchaseDialogText.confirm,
  }
}

/** The dialog's titles and its buttons, shared for the same reason. */
export const purchaseDialogText = {
  title: 'Confirm Purchase',
  freeTitle: 'Get a free card',
  confirm: 'Confirm Buy',
  cancel: 'Cancel',
} as const
