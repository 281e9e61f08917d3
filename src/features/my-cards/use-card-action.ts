// 'Use Now': checks the card data and hands the use to the use queue (use-queue/card-use-queue.ts),
// the one road a use takes: online it is sent at once and My Cards says what happened to it (held for
// the streamer, or refused inside a cooldown with the seconds left); without a network, or when the
// server cannot be reached, it waits and is sent, with the same idempotency key, once the device is back.
import { useState } from 'react'
import { cardMessages } from '../../../contract/card-messages'
import { DEFAULT_CARD_DURATION_SECONDS } from '../../../contract/constants'
import type { OwnedCard } from '../../../contract/purchases'
import { streamMessages } from '../../../contract/stream'
import { contractText, sameMessage } from '../../lib/contract-text'
import { notify, toastFlows } from '../../lib/notify'
import {
  CardUseRefusedError,
  offlineQueueMessage,
  type UseCardPayload,
  useSubmitCardUse,
} from './use-queue/card-use-queue'
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

export function useCardAction() {
  const submitUse = useSubmitCardUse()
  const [isUsing, setUsing] = useState(false)

  /**
   * One road: the queue sends at once when it can and keeps the use when it cannot. A use in line for
   * a stream that is off is not 'used' yet: the toast says it waits, how long, and that it can be
   * withdrawn. One in line for a live stream is used (the spec's words) but not on air yet: the toast
   * says it waits in the streamer's line, which My Cards follows live.
   */
  async function send(payload: UseCardPayload, card: OwnedCard): Promise<UseOutcome> {
    try {
      const result = await submitUse(payload)
      if (result.kind === 'sent' && result.waits && !card.streamLive)
        notify.info(
          streamMessages.queuedOffline(card.creatorName, result.waits.maxWaitMinutes),
          toastFlows.useCard,
        )
      else if (result.kind === 'sent' && result.waits)
        // Two texts in one toast: each in the app's language on its own (notify translates a whole
        // contract text only).
        notify.success(
          `${contractText(result.message || cardMessages.used)} ${contractText(streamMessages.queuedLive(card.creatorName))}`,
          toastFlows.useCard,
        )
      else if (result.kind === 'sent') notify.success(result.message || cardMessages.used, toastFlows.useCard)
      // An expired session was announced by the base query; the use waits for the next login.
      else if (result.reason === 'unauthorized') return { kind: 'failed' }
      else notify.info(offlineQueueMessage())
      return { kind: 'done' }
    } catch (error) {
      if (!(error instanceof CardUseRefusedError)) {
        notify.error(cardMessages.useError, toastFlows.useCard)
        return { kind: 'failed' }
      }
      const message = error.message || cardMessages.useFailed
      if (error.status === 400) return { kind: 'invalid', message }
      notify.error(message, toastFlows.useCard)
      const seconds = error.retryAfterSeconds
      if (seconds === undefined) return { kind: 'failed' }
      // The server words its refusal in the app's language: compared in either.
      const scope = sameMessage(message, streamMessages.viewerCooldown(seconds)) ? 'viewer' : 'card'
      return { kind: 'cooldown', seconds, scope }
    }
  }

  async function submitCardUse(card: OwnedCard, edits: CardEdits): Promise<UseOutcome> {
    if (!card._id || !card.transactionId) {
      notify.error(cardMessages.invalidCardData, toastFlows.useCard)
      return { kind: 'failed' }
    }
    setUsing(true)
    try {
      // The queue makes the idempotency key now, at the press: every retry reuses it.
      return await send(
        {
          cardId: card._id,
          transactionId: card.transactionId,
          ...textToSend(card, edits),
          streamerEmailId: card.streamerEmailId,
          duration: card.duration || DEFAULT_CARD_DURATION_SECONDS,
        },
        card,
      )
    } finally {
      setUsing(false)
    }
  }

  return { submitCardUse, isUsing }
}
