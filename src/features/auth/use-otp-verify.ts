// What 'Verify OTP' does for each kind of OTP screen: the login OTP opens the
// session; the reset OTP leads to /reset-password with the verified email (or, with the new-password
// field shown, resets at once and leads to /login).
import { useLocation, useNavigate } from 'react-router-dom'
import { authMessages, resetMessages } from '../../../contract/messages'
import { paths } from '../../../contract/paths'
import { describeFailure, serverMessage, text } from '../../lib/api-error'
import { notify, toastFlows } from '../../lib/notify'
import { sessionGrantOf } from '../../lib/session'
import { useVerifyLoginOtpMutation, useVerifyResetOtpMutation } from './auth-api'
import { returnPathOf } from './login-state'
import type { ResetPasswordState } from './reset-state'
import { useStartSession } from './use-start-session'

export type OtpType = 'login' | 'reset'

export interface OtpValues {
  otp: string
  password: string
}

export function useOtpVerify(type: OtpType, email: string, withNewPassword: boolean) {
  const [verifyLogin, loginState] = useVerifyLoginOtpMutation()
  const [verifyReset, resetState] = useVerifyResetOtpMutation()
  const startSession = useStartSession()
  const navigate = useNavigate()
  // On /login, a logged-out visit to a protected page left it in the state: back there afterwards.
  const returnTo = returnPathOf(useLocation().state)

  async function verifyLoginOtp({ otp }: OtpValues) {
    try {
      const body = await verifyLogin({ emailId: email, otp }).unwrap()
      if (!body.verify) {
        notify.error(text(body.message) ?? authMessages.otpInvalid, toastFlows.otpVerify)
        return
      }
      const grant = sessionGrantOf(body)
      if (!grant) {
        notify.error(authMessages.tryAgain, toastFlows.otpVerify)
        return
      }
      startSession(grant)
      notify.success(authMessages.otpVerified, toastFlows.otpVerify)
      navigate(returnTo)
    } catch (error) {
      const failure = describeFailure(error)
      if (failure.kind === 'http') {
        notify.error(serverMessage(failure) ?? authMessages.otpGenericError, toastFlows.otpVerify)
      } else {
        notify.error(
          failure.kind === 'network' ? authMessages.noResponse : authMessages.tryAgain,
          toastFlows.otpVerify,
        )
      }
    }
  }

  async function verifyResetOtp({ otp, password }: OtpValues) {
    try {
      const body = await verifyReset({ email, otp, ...(withNewPassword ? { password } : {}) }).unwrap()
      if (!body.success && !body.verify) {
        notify.error(text(body.message) ?? resetMessages.invalidOtp, toastFlows.otpVerify)
        return
      }
      if (withNewPassword) {
        // The one-step form: the server set the new password with the code.
        notify.success(resetMessages.resetSuccess, toastFlows.otpVerify)
        navigate(paths.login)
        return
      }
      // The server handed this browser the reset grant (an HttpOnly cookie that only reset-password
      // receives): the next page sends the new password with it.
      notify.success(resetMessages.otpVerified, toastFlows.otpVerify)
      const state: ResetPasswordState = { email, verified: true }
      navigate(paths.resetPassword, { state })
    } catch (error) {
      notify.error(serverMessage(describeFailure(error)) ?? resetMessages.genericError, toastFlows.otpVerify)
    }
  }

  return type === 'login'
    ? { verify: verifyLoginOtp, verifying: loginState.isLoading }
    : { verify: verifyResetOtp, verifying: resetState.isLoading }
}
