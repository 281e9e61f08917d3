// What 'Verify OTP' does for each kind of OTP screen: the login OTP opens the
// session; the reset OTP leads to /reset-password with the verified email (or, with the new-password
// field shown, resets at once and leads to /login). A refused code resolves to the words the screen
// shows under the OTP field (with the tries left after a wrong one); a failure to reach the server
// is a toast.
import { useLocation, useNavigate } from 'react-router'
import { authMessages, resetMessages } from '../../../contract/messages'
import { passwordPolicyMessages } from '../../../contract/password-policy'
import { paths } from '../../../contract/paths'
import { describeFailure, serverMessage, text } from '../../lib/api-error'
import { contractText, sameMessage } from '../../lib/contract-text'
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

/** A refusal the screen shows under a field, or undefined when there is none to show there. */
export type CodeRefusal = { field: keyof OtpValues; message: string } | undefined

const passwordRefusals: readonly string[] = Object.values(passwordPolicyMessages)

/**
 * What the server said, in the app's language (the server's Hindi, or the contract's fallback
 * through contract-text.ts): a new password it refused goes under the password; anything else is
 * about the code, with the tries the address has left after a wrong guess.
 */
function codeRefusal(body: Record<string, unknown>, fallback: string): CodeRefusal {
  const received = text(body.message) ?? text(body.error) ?? fallback
  const message = contractText(received)
  if (passwordRefusals.some((english) => sameMessage(received, english)))
    return { field: 'password', message }
  if (typeof body.triesLeft !== 'number') return { field: 'otp', message }
  // A sentence ends with its full stop ('.', or Hindi's '।') before the tries left.
  const sentence = /[.।!?]$/.test(message) ? message : `${message}.`
  return {
    field: 'otp',
    message: `${sentence} ${contractText(authMessages.otpTriesLeft(body.triesLeft))}`,
  }
}

export function useOtpVerify(type: OtpType, email: string, withNewPassword: boolean) {
  const [verifyLogin, loginState] = useVerifyLoginOtpMutation()
  const [verifyReset, resetState] = useVerifyResetOtpMutation()
  const startSession = useStartSession()
  const navigate = useNavigate()
  // On /login, a logged-out visit to a protected page left it in the state: back there afterwards.
  const returnTo = returnPathOf(useLocation().state)

  async function verifyLoginOtp({ otp }: OtpValues): Promise<CodeRefusal> {
    try {
      const body = await verifyLogin({ emailId: email, otp }).unwrap()
      if (!body.verify) return codeRefusal(body, authMessages.otpInvalid)
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
      if (failure.kind === 'http') return codeRefusal(failure.body, authMessages.otpGenericError)
      notify.error(
        failure.kind === 'network' ? authMessages.noResponse : authMessages.tryAgain,
        toastFlows.otpVerify,
      )
    }
  }

  async function verifyResetOtp({ otp, password }: OtpValues): Promise<CodeRefusal> {
    try {
      const body = await verifyReset({ email, otp, ...(withNewPassword ? { password } : {}) }).unwrap()
      if (!body.success && !body.verify) return codeRefusal(body, resetMessages.invalidOtp)
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
      const failure = describeFailure(error)
      if (failure.kind === 'http') return codeRefusal(failure.body, resetMessages.genericError)
      notify.error(serverMessage(failure) ?? resetMessages.genericError, toastFlows.otpVerify)
    }
  }

  return type === 'login'
    ? { verify: verifyLoginOtp, verifying: loginState.isLoading }
    : { verify: verifyResetOtp, verifying: resetState.isLoading }
}
