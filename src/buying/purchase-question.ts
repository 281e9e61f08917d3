// The question before a purchase in the server market's early confirmation, which the page-start
// script fills before React runs (src/app/page-start.ts): "Buy **Title** for ₹49?", "Get **Title** for
// free?". In English, as the server renders the market (scripts/prerender-entry.ts): the script runs
// before any module, Lingui's included, and a Hindi visitor's app renders afresh over the page. The
// app's own dialog says the same in the app's language (confirm-purchase-dialog.tsx).
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

/** The early dialog's titles and its buttons (early-purchase-dialog.tsx), English for the same reason. */
export const purchaseDialogText = {
  title: 'Confirm Purchase', // i18n-ignore: the server market's English (see above)
  freeTitle: 'Get a free card',
  confirm: 'Confirm Buy',
  cancel: 'Cancel',
} as const
