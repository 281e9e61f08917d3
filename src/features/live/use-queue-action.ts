// Runs one queue action and says how it went: the server's message as a toast on success, its refusal
// (or the network's silence) on failure. `pending` names the action in flight, so that only its own
// button spins while the others wait.
import { useState } from 'react'
import { authMessages } from '../../../contract/messages'
import { translateMessage } from '../../../contract/translate'
import { describeFailure, serverMessage } from '../../lib/api-error'
import { currentLocale } from '../../lib/i18n'
import { notify } from '../../lib/notify'
import { useStreamQueueActionMutation } from './live-api'

/** The Live page's toasts share one slot: the latest action's answer replaces the one before. */
export const LIVE_TOAST_FLOW = 'flow-live-queue'

type QueueActionArgs = { path: string; body?: { reason: string } | { giveBack: boolean } }

/**
 * What a failed call says to the streamer: the server's words (in the app's language already), else
 * no answer, else a generic error (the contract's, in the app's language).
 */
export function failureText(error: unknown): string {
  const failure = describeFailure(error)
  if (failure.kind === 'network') return translateMessage(authMessages.noResponse, currentLocale())
  return serverMessage(failure) ?? translateMessage(authMessages.tryAgain, currentLocale())
}

export function useQueueAction() {
  const [send] = useStreamQueueActionMutation()
  const [pending, setPending] = useState<string | null>(null)

  /** Resolves true when the action was done. */
  async function run(key: string, args: QueueActionArgs): Promise<boolean> {
    setPending(key)
    try {
      const body = await send(args).unwrap()
      notify.success(body.message, LIVE_TOAST_FLOW)
      return true
    } catch (error) {
      notify.error(failureText(error), LIVE_TOAST_FLOW)
      return false
    } finally {
      setPending(null)
    }
  }

  return { run, pending }
}
