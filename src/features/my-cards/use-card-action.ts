// 'Use Now': checks the card data, makes the idempotency key and sends the use. Online, it goes to the
// server directly, so that My Cards can say what happened to it (held for the streamer, or refused
// inside a cooldown with the seconds left); without a network, or when the server cannot be reached,
// it goes to the offline queue, which sends it as soon as the device is back (spec sections 5, 8).
import { useState } from 'react'
import { cardMessages } from '../../contract/card-messages'
import type { OwnedCard } from '../../contract/cards'
import { DEFAULT_CARD_DURATION_SECONDS } from '../../contract/constants'
import { streamMessages } from '../../contract/stream'
import { describeFailure, serverMessage } from '../../lib/api-error'
import { notify, toastFlows } from '../../lib/notify'
import {
  CardUseRefusedError,
  offlineQueueMessages,
  type UseCardPayload,
  useUseCardWithQueue,
} from '../../offline/card-use-queue'
import { usePostCardUseMutation } from './my-cards-api'
import { type CardEdits, textToSend } from './viewer-edits'

export type { CardEdits } from './viewer-edits'

/** What became of a press of 'Use Now'. */
export type UseOutcome =
  /** Used, held for the streamer, or queued until the device is back: the dialog closes. */
  | { kind: 'done' }
  /** The server refused the text (400): the dialog shows why. */
  | { kind: 'invalid'; message: string }
  /** Inside a cooldown of this card, or of the viewer on this stream ('viewer'). */
  | { kind: 'cooldown'; seconds: number; scope: 'card' | 'viewer' }
  /** Refused otherwise, already said in a toast. */
  | { kind: 'failed' }

/** crypto.randomUUID needs a secure context; a LAN address over http is not one. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}

export function useCardAction() {
  const sendOrQueueUse = useUseCardWithQueue()
  const [postCardUse] = usePostCardUseMutation()
  const [isUsing, setUsing] = useState(false)

  /** The offline queue's way: sends now or keeps the use (PENDING) until the server can be reached. */
  async function viaQueue(payload: UseCardPayload): Promise<UseOutcome> {
    try {
      const outcome = await sendOrQueueUse(payload)
      if (outcome === 'queued') notify.info(offlineQueueMessages.queued)
      else notify.success(cardMessages.used, toastFlows.useCard)
      return { kind: 'done' }
    } catch (error) {
      notify.error(
        error instanceof CardUseRefusedError
          ? error.message || cardMessages.useFailed
          : cardMessages.useError,
        toastFlows.useCard,
      )
      return { kind: 'failed' }
    }
  }

  async function send(payload: UseCardPayload & { idempotencyKey: string }): Promise<UseOutcome> {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return viaQueue(payload)
    const result = await postCardUse(payload)
    if ('data' in result && result.data) {
      // A 200 with 'jwterror' is an expired session, which the base query has ended and announced.
      if (result.data.status !== 'success') return { kind: 'failed' }
      notify.success(result.data.message || cardMessages.used, toastFlows.useCard)
      return { kind: 'done' }
    }
    const failure = describeFailure(result.error)
    // No answer, or the server is down: the queue tries again (the same key makes it the same use).
    if (failure.kind !== 'http' || failure.status === 408 || failure.status >= 500) return viaQueue(payload)
    if (failure.status === 401 || failure.body.status === 'jwterror') return { kind: 'failed' }
    const message = serverMessage(failure) ?? cardMessages.useFailed
    if (failure.status === 400) return { kind: 'invalid', message }
    if (failure.status === 429) {
      const seconds = failure.body.retryAfterSeconds
      // Without retryAfterSeconds it is the hourly quota: the queue retries later, as it always did.
      if (typeof seconds !== 'number' || seconds <= 0) return viaQueue(payload)
      notify.error(message, toastFlows.useCard)
      const scope = message === streamMessages.viewerCooldown(seconds) ? 'viewer' : 'card'
      return { kind: 'cooldown', seconds, scope }
    }
    notify.error(message, toastFlows.useCard)
    return { kind: 'failed' }
  }

  async function submitCardUse(card: OwnedCard, edits: CardEdits): Promise<UseOutcome> {
    if (!card._id || !card.transactionId) {
      notify.error(cardMessages.invalidCardData, toastFlows.useCard)
      return { kind: 'failed' }
    }
    setUsing(true)
    try {
      // The key is made once, here, when the viewer pressed 'Use Now': every retry reuses it.
      return await send({
        cardId: card._id,
        transactionId: card.transactionId,
        ...textToSend(card, edits),
        streamerEmailId: card.streamerEmailId,
        duration: card.duration || DEFAULT_CARD_DURATION_SECONDS,
        idempotencyKey: newIdempotencyKey(),
      })
    } finally {
      setUsing(false)
    }
  }

  return { submitCardUse, isUsing }
}
