// 'Use Now': checks the card data, makes the idempotency key, calls `useCard` and says how it went
// (spec sections 5 and 8).
import { cardMessages, type OwnedCard } from '../../contract/cards'
import { DEFAULT_CARD_DURATION_SECONDS } from '../../contract/constants'
import { describeFailure, serverMessage, text } from '../../lib/api-error'
import { notify } from '../../lib/notify'
import { useUseCardMutation } from './my-cards-api'

export interface CardEdits {
  cardTitle: string
  description: string
}

/** crypto.randomUUID needs a secure context; a LAN address over http is not one. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}

export function useCardAction() {
  const [sendCardUse, { isLoading }] = useUseCardMutation()

  /** True when the card was used. */
  async function submitCardUse(card: OwnedCard, edits: CardEdits): Promise<boolean> {
    if (!card._id || !card.transactionId) {
      notify.error(cardMessages.invalidCardData)
      return false
    }
    try {
      const body = await sendCardUse({
        cardId: card._id,
        transactionId: card.transactionId,
        cardTitle: edits.cardTitle.trim(),
        description: edits.description.trim(),
        streamerEmailId: card.streamerEmailId,
        duration: card.duration || DEFAULT_CARD_DURATION_SECONDS,
        idempotencyKey: newIdempotencyKey(),
      }).unwrap()
      if (body.status !== 'success') {
        notify.error(text(body.error) ?? cardMessages.useFailed)
        return false
      }
      notify.success(cardMessages.used)
      return true
    } catch (error) {
      const failure = describeFailure(error)
      notify.error(
        failure.kind === 'http' ? (serverMessage(failure) ?? cardMessages.useFailed) : cardMessages.useError,
      )
      return false
    }
  }

  return { submitCardUse, isUsing: isLoading }
}
