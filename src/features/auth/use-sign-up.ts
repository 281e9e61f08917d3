// 'Sign Up': the call, and what a busy network adds to it. From a busy client address the server asks
// for a proof of work first (428 with a challenge): solved here, off the main thread, and the same
// sign-up sent again with it, with no step for the visitor. A sign-up mail limit answers when this
// device may try again (429 `retryAt`), which the form says.
import { useState } from 'react'
import type { OtpTimes, SignupRequest, SignupResponse } from '../../../contract/auth'
import type { WorkChallenge, WorkSolution } from '../../../contract/signup-work'
import { describeFailure } from '../../lib/api-error'
import { useSignUpMutation } from './auth-api'
import { otpTimesOf } from './use-resend-login-otp'
import { solveWork } from './work/solve-work'

/** A challenge the server may issue again (it expired, or the address changed under a carrier). */
const MAX_ROUNDS = 3

export type SignUpOutcome =
  | { kind: 'signedUp'; times: OtpTimes | undefined }
  | { kind: 'refused'; body: SignupResponse | Record<string, unknown>; retryAt?: string }
  | { kind: 'failed'; error: unknown }

const challengeOf = (body: Record<string, unknown>) =>
  typeof body.challenge === 'object' && body.challenge !== null
    ? (body.challenge as WorkChallenge)
    : undefined

export function useSignUp() {
  const [signUp, { isLoading }] = useSignUpMutation()
  const [working, setWorking] = useState(false)

  async function submit(request: Omit<SignupRequest, 'work'>): Promise<SignUpOutcome> {
    let work: WorkSolution | undefined
    for (let round = 0; ; round++) {
      try {
        const body = await signUp(work ? { ...request, work } : request).unwrap()
        return body.signUp ? { kind: 'signedUp', times: otpTimesOf(body) } : { kind: 'refused', body }
      } catch (error) {
        const failure = describeFailure(error)
        if (failure.kind !== 'http') return { kind: 'failed', error }
        const challenge = failure.status === 428 ? challengeOf(failure.body) : undefined
        if (challenge && round < MAX_ROUNDS) {
          setWorking(true)
          try {
            work = await solveWork(challenge)
          } finally {
            setWorking(false)
          }
          continue
        }
        const retryAt = typeof failure.body.retryAt === 'string' ? failure.body.retryAt : undefined
        return { kind: 'refused', body: failure.body, ...(retryAt ? { retryAt } : {}) }
      }
    }
  }

  return { submit, busy: isLoading || working, working }
}
