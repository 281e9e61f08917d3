// A Live page form's submit: the server's answer as a toast, and a refusal also under the form (where
// the streamer is looking), in the Live page's one toast slot unless told another.
import { useState } from 'react'
import { translateMessage } from '../../../contract/translate'
import { currentLocale } from '../../lib/i18n'
import { notify } from '../../lib/notify'
import { failureText, LIVE_TOAST_FLOW } from './use-queue-action'

export function useLiveSubmit(flow: string = LIVE_TOAST_FLOW) {
  const [serverError, setServerError] = useState<string | null>(null)

  /** Runs `action`; says `success` (a contract message) when it was done, or the refusal when not. */
  async function run(action: () => Promise<unknown>, success: string): Promise<void> {
    setServerError(null)
    try {
      await action()
      notify.success(translateMessage(success, currentLocale()), flow)
    } catch (error) {
      const message = failureText(error)
      setServerError(message)
      notify.error(message, flow)
    }
  }

  return { serverError, run }
}
