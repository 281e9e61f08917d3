// Messages of the buying flow that the specification leaves open. Here rather than in contract/
// because only the client says them: the server never sees a purchase attempted offline. Each is read
// when shown, in the app's language then (a getter); the components that show them follow Lingui's
// context, so they render again when the language changes.
import { t } from '@lingui/core/macro'

export const buyingMessages = {
  get needsConnection() {
    return t`Buying needs a connection`
  },
  /** On a streamer's own card, in place of Buy. */
  get yourCard() {
    return t`Your card`
  },
}
