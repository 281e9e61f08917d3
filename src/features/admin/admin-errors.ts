import { adminMessages } from '../../../contract/admin'
import { translateMessage } from '../../../contract/translate'
import { describeFailure, text } from '../../lib/api-error'
import { currentLocale } from '../../lib/i18n'

/**
 * What a failed admin call says: the server's error field or message (in the language the call asked
 * for, admin-base-query.ts); with no answer 'No response from server…'; anything else 'An error
 * occurred…', both in the app's language.
 */
export function adminFailureMessage(error: unknown): string {
  const failure = describeFailure(error)
  const fallback = (message: string) => translateMessage(message, currentLocale())
  if (failure.kind === 'http') {
    return text(failure.body.error) ?? text(failure.body.message) ?? fallback(adminMessages.tryAgain)
  }
  return fallback(failure.kind === 'network' ? adminMessages.noResponse : adminMessages.tryAgain)
}

/** The server's words for a refused call (4xx with a body), if any: to show beside a field. */
export function adminServerError(error: unknown): string | undefined {
  const failure = describeFailure(error)
  return failure.kind === 'http' && failure.status < 500
    ? (text(failure.body.error) ?? text(failure.body.message))
    : undefined
}
