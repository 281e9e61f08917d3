import { useCallback } from 'react'
import type { OtpTimes } from '../../../contract/auth'
import { authMessages } from '../../../contract/messages'
import { describeFailure, serverMessage } from '../../lib/api-error'
import { notify, toastFlows } from '../../lib/notify'
import { useResendOtpMutation } from './auth-api'

/** The times an answer carries, when it carries any. */
export function otpTimesOf(body: unknown): OtpTimes | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const { otpExpiresAt, resendAvailableAt } = body as Record<string, unknown>
  const times: OtpTimes = {
    ...(typeof otpExpiresAt === 'string' ? { otpExpiresAt } : {}),
    ...(typeof resendAvailableAt === 'string' ? { resendAvailableAt } : {}),
  }
  return times.otpExpiresAt || times.resendAvailableAt ? times : undefined
}

/**
 * 'Resend OTP' on the login OTP screen: a new code and its times. Too early (429 with the server's
 * `resendAvailableAt`), no toast: the button counts down to that instant instead.
 */
export function useResendLoginOtp(): (emailId: string) => Promise<OtpTimes | undefined> {
  const [resendOtp] = useResendOtpMutation()
  return useCallback(
    async (emailId: string) => {
      try {
        const body = await resendOtp({ emailId }).unwrap()
        if (body.success) notify.success(authMessages.otpSent, toastFlows.otpResend)
        else notify.error(authMessages.otpResendFailed, toastFlows.otpResend)
        return otpTimesOf(body)
      } catch (error) {
        const failure = describeFailure(error)
        const throttled = failure.kind === 'http' && failure.status === 429
        const wait = throttled ? otpTimesOf(failure.body) : undefined
        if (wait?.resendAvailableAt) return wait
        notify.error(
          (throttled ? serverMessage(failure) : undefined) ?? authMessages.otpResendFailed,
          toastFlows.otpResend,
        )
        return undefined
      }
    },
    [resendOtp],
  )
}
