// The contact form's send, with its outcomes: success → the server's
// message or 'Message sent successfully!'; success false (in a 200 or an HTTP error body) → the
// server's error or 'Failed to send message.'; anything thrown → logged, 'An unexpected error occurred.'
import type { ContactForm } from '../../../contract/contact'
import { contactMessages } from '../../../contract/contact-messages'
import { describeFailure, text } from '../../lib/api-error'
import { notify, toastFlows } from '../../lib/notify'
import { useLabel } from '../../lib/use-label'
import { useSendContactMessageMutation } from './contact-api'

export function useSendContactMessage() {
  const [send, { isLoading }] = useSendContactMessageMutation()
  // The contract's fallbacks in the language shown; the server's own words come translated already.
  const show = useLabel()

  /** True when the message was accepted (the caller clears the form). */
  async function sendMessage(values: ContactForm): Promise<boolean> {
    try {
      const body = await send(values).unwrap()
      if (body.success) {
        notify.success(text(body.message) ?? show(contactMessages.sent), toastFlows.contact)
        return true
      }
      notify.error(text(body.error) ?? show(contactMessages.failed), toastFlows.contact)
    } catch (error) {
      const failure = describeFailure(error)
      if (failure.kind === 'http' && failure.body.success === false) {
        notify.error(text(failure.body.error) ?? show(contactMessages.failed), toastFlows.contact)
      } else {
        console.error('Failed to send the contact message', error)
        notify.error(show(contactMessages.unexpected), toastFlows.contact)
      }
    }
    return false
  }

  return { sendMessage, sending: isLoading }
}
