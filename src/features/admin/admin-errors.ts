import { adminMessages } from '../../../contract/admin'
import { describeFailure, text } from '../../lib/api-error'

/**
 * What a failed admin call says: the server's error field or message; with no
 * answer 'No response from server…'; anything else 'An error occurred…'.
 */
export function adminFailureMessage(error: unknown): string {
  const failure = describeFailure(error)
  if (failure.kind === 'http') {
    return text(failure.body.error) ?? text(failure.body.message) ?? adminMessages.tryAgain
  }
  return failure.kind === 'network' ? adminMessages.noResponse : adminMessages.tryAgain
}

/** The server's words for a refused call (4xx with a body), if any: to show beside a field. */
export function adminServerError(error: unknown): string | undefined {
  const failure = describeFailure(error)
  return failure.kind === 'http' && failure.status < 500
    ? (text(failure.body.error) ?? text(failure.body.message))
    : undefined
}
