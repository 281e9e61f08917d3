// Sends one use through the app's API slice (the session's bearer token, and the expired-session
// handling of the base query) and sorts the answer into what the queue does next.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import type { z } from 'zod'
import { cardMessages } from '../../../../contract/card-messages'
import type { useCardResponseSchema } from '../../../../contract/card-use'
import { marathonAddedMessage } from '../../../../contract/marathon-clock'
import { api } from '../../../api/api'
import { isTransient, retryAfterSecondsOf } from '../../../api/base-query'
import { describeFailure, serverMessage } from '../../../lib/api-error'
import { contractText } from '../../../lib/contract-text'
import type { QueuedUse, SendOutcome, UseCardPayload } from './card-use-queue-core'

type UseCardAnswer = z.output<typeof useCardResponseSchema>

const useCardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /auth/user/useCard with the key made at 'Use Now'; the queue refreshes the owned cards. */
    sendCardUse: build.mutation<UseCardAnswer, UseCardPayload>({
      query: (body) => ({
        url: '/auth/user/useCard',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': body.idempotencyKey },
      }),
    }),
  }),
})

export type AppThunkDispatch = ThunkDispatch<unknown, unknown, UnknownAction>

/** The queued use without the queue's own bookkeeping (owner, time). */
function bodyOf({ ownerId: _owner, queuedAt: _queuedAt, ...body }: QueuedUse): UseCardPayload {
  return body
}

/**
 * The one reading of the server's answer to a use, for 'Use Now' and the queue alike. Only the answer's
 * `status` decides success: a proxy or an old server may still answer 200 with 'jwterror'.
 */
export function outcomeOf(
  result:
    | {
        data: {
          status: string
          message?: string
          marathonAddedSeconds?: number
          useStatus?: string
          maxWaitMinutes?: number
        }
      }
    | { error: unknown },
): SendOutcome {
  if ('data' in result) {
    const { status, message, marathonAddedSeconds, useStatus, maxWaitMinutes } = result.data
    if (status === 'jwterror') return { kind: 'unauthorized' }
    // A free card used extends the streamer's marathon: the viewer is told by how much, in the app's
    // language, after the server's own words (already in it): the toast shows the two as one text.
    const added = marathonAddedSeconds ? contractText(marathonAddedMessage(marathonAddedSeconds)) : undefined
    const waits = useStatus === 'queued' && maxWaitMinutes !== undefined ? { maxWaitMinutes } : undefined
    return {
      kind: 'sent',
      message: added ? `${message ?? ''} ${added}`.trim() : message,
      ...(waits ? { waits } : {}),
    }
  }
  const failure = describeFailure(result.error)
  if (failure.kind === 'network' || failure.kind === 'other') return { kind: 'unreachable' }
  if (failure.status === 401 || failure.body.status === 'jwterror') return { kind: 'unauthorized' }
  if (isTransient(result.error as FetchBaseQueryError)) return { kind: 'unreachable' }
  const retryAfterSeconds = retryAfterSecondsOf(failure.body)
  return {
    kind: 'refused',
    status: failure.status,
    message: serverMessage(failure) ?? cardMessages.useFailed,
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  }
}

export function createUseCardSender(dispatch: AppThunkDispatch) {
  return async (item: QueuedUse): Promise<SendOutcome> => {
    const request = dispatch(useCardApi.endpoints.sendCardUse.initiate(bodyOf(item), { track: false }))
    return outcomeOf(await request)
  }
}
