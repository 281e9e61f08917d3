// 'Use Now': checks the card data, makes the idempotency key, and hands the use to the offline
// queue, which sends it now or, without a network, as soon as the device is back (spec sections 5, 8).
import { useState } from 'react'
import { cardMessages, type OwnedCard } from '../../contract/cards'
import { DEFAULT_CARD_DURATION_SECONDS } from '../../contract/constants'
import { notify, toastFlows } from '../../lib/notify'
import { CardUseRefusedError, offlineQueueMessages, useUseCardWithQueue } from '../../offline/card-use-queue'

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
  const sendOrQueueUse = useUseCardWithQueue()
  const [isUsing, setUsing] = useState(false)

  /** True when the card was used or queued to be used. */
  async function submitCardUse(card: OwnedCard, edits: CardEdits): Promise<boolean> {
    if (!card._id || !card.transactionId) {
      notify.error(cardMessages.invalidCardData, toastFlows.useCard)
      return false
    }
    setUsing(true)
    try {
      // The key is made once, here, when the viewer pressed 'Use Now': every retry reuses it.
      const outcome = await sendOrQueueUse({
        cardId: card._id,
        transactionId: card.transactionId,
        cardTitle: edits.cardTitle.trim(),
        description: edits.description.trim(),
        streamerEmailId: card.streamerEmailId,
        duration: card.duration || DEFAULT_CARD_DURATION_SECONDS,
        idempotencyKey: newIdempotencyKey(),
      })
      if (outcome === 'queued') notify.info(offlineQueueMessages.queued)
      else notify.success(cardMessages.used, toastFlows.useCard)
      return true
    } catch (error) {
      notify.error(
        error instanceof CardUseRefusedError
          ? error.message || cardMessages.useFailed
          : cardMessages.useError,
        toastFlows.useCard,
      )
      return false
    } finally {
      setUsing(false)
    }
  }

  return { submitCardUse, isUsing }
}
