import { describe, expect, it } from 'vitest'
import { cardMessages } from '../../contract/card-messages'
import { outcomeOf } from '../../src/features/my-cards/use-queue/card-use-queue-sender'

// How an answer of POST /auth/user/useCard (as RTK Query reports it) decides the queue's next step.

const httpError = (status: number, data: unknown = {}) => ({ error: { status, data } })

describe('the use-card answer', () => {
  it('a success is sent', () => {
    expect(outcomeOf({ data: { status: 'success', message: cardMessages.used } })).toEqual({
      kind: 'sent',
      message: cardMessages.used,
    })
  })

  it('no network (fetch TypeError → FETCH_ERROR, timeout) waits for a retry', () => {
    expect(outcomeOf({ error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } })).toEqual({
      kind: 'unreachable',
    })
    expect(outcomeOf({ error: { status: 'TIMEOUT_ERROR', error: 'timeout' } })).toEqual({
      kind: 'unreachable',
    })
  })

  it('a busy or failing server (5xx, 429) waits for a retry', () => {
    expect(outcomeOf(httpError(503))).toEqual({ kind: 'unreachable' })
    expect(outcomeOf(httpError(429))).toEqual({ kind: 'unreachable' })
  })

  it("a cooldown's 429 is an answer that names the wait, not a busy server", () => {
    const refusal = { status: 'error', error: 'Wait 42 s.', retryAfterSeconds: 42 }
    expect(outcomeOf(httpError(429, refusal))).toEqual({
      kind: 'refused',
      status: 429,
      message: 'Wait 42 s.',
      retryAfterSeconds: 42,
    })
  })

  it('an expired session (401 or jwterror) holds the use', () => {
    expect(outcomeOf(httpError(401, { status: 'jwterror' }))).toEqual({ kind: 'unauthorized' })
    expect(outcomeOf({ data: { status: 'jwterror' } })).toEqual({ kind: 'unauthorized' })
  })

  it('a refusal carries the server’s message, else the spec’s', () => {
    expect(outcomeOf(httpError(409, { status: 'error', error: cardMessages.alreadyUsed }))).toEqual({
      kind: 'refused',
      status: 409,
      message: cardMessages.alreadyUsed,
    })
    expect(outcomeOf(httpError(404, { status: 'error', error: cardMessages.purchaseNotFound }))).toEqual({
      kind: 'refused',
      status: 404,
      message: cardMessages.purchaseNotFound,
    })
    expect(outcomeOf(httpError(400))).toEqual({
      kind: 'refused',
      status: 400,
      message: cardMessages.useFailed,
    })
  })
})
