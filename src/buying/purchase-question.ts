// The question before a purchase in the server market's early confirmation, which the page-start
// script asks before React runs (src/app/page-start.ts): "Buy **Title** for ₹49?", "Get **Title** for
// free?". The script runs before any module, Lingui's included, so the words come with the page: the
// server renders the dialog in the visitor's language (early-purchase-dialog.tsx), the questions as
// templates with slots for the card's title and price, and the other title and button as attributes.
// The app's own dialog asks the same (confirm-purchase-dialog.tsx, the same messages).
import type { Card } from '../../contract/cards'
import { formatRupees, isFree } from '../../contract/money'
import { EARLY_CONFIRM } from '../../contract/server-rendered'

/** Where a question's template takes the card's title and its price. */
// i18n-ignore: slots, not words
export const QUESTION_SLOTS = { title: '{cardTitle}', price: '{price}' } as const

export interface EarlyQuestion {
  /** The question, the card's title in bold, in the page's language. */
  question: DocumentFragment
  /** The dialog's title and its confirming button: a free card is taken, not bought. */
  dialogTitle: string
  confirm: string
}

/** The early dialog's question about `card`, from the words the server rendered into `dialog`. */
export function purchaseQuestion(
  dialog: Element,
  card: Pick<Card, 'cardTitle' | 'price'>,
): EarlyQuestion | undefined {
  const free = isFree(card.price)
  const template = dialog.querySelector<HTMLTemplateElement>(
    `template[${free ? EARLY_CONFIRM.freeQuestion : EARLY_CONFIRM.paidQuestion}]`,
  )
  if (!template) return undefined
  const question = template.content.cloneNode(true) as DocumentFragment
  const price = formatRupees(card.price)
  const walker = document.createTreeWalker(question, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // The price goes into the template's words only, never into a title that holds its slot's text.
    node.textContent = (node.textContent ?? '')
      .split(QUESTION_SLOTS.title)
      .map((words) => words.replaceAll(QUESTION_SLOTS.price, price))
      .join(card.cardTitle)
  }
  return {
    question,
    dialogTitle: dialog.getAttribute(free ? EARLY_CONFIRM.freeTitle : EARLY_CONFIRM.paidTitle) ?? '',
    confirm: dialog.getAttribute(free ? EARLY_CONFIRM.freeConfirm : EARLY_CONFIRM.paidConfirm) ?? '',
  }
}
