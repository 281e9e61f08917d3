import { useCallback } from 'react'
import { authMessages } from '../../contract/messages'
import { describeFailure, serverMessage } from '../../lib/api-error'
import { notify } from '../../lib/notify'
import { useResendOtpMutation } from './auth-api'

/** 'Resend OTP' on the login OTP screen: a new code, or the server's reason when throttled (429). */
export function useResendLoginOtp(): (emailId: string) => Promise<void> {
  const [resendOtp] = useResendOtpMutation()
  return useCallback(
    async (emailId: string) => {
      try {
        const body = await resendOtp({ emailId }).unwrap()
        if (body.success) notify.success(authMessages.otpSent)
        else notify.error(authMessages.otpResendFailed)
      } catch (error) {
        const failure = describeFailure(error)
        const throttled = failure.kind === 'http' && failure.status === 429
        notify.error((throttled ? serverMessage(failure) : undefined) ?? authMessages.otpResendFailed)
      }
    },
    [resendOtp],
  )
}
