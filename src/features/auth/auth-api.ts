// The account calls. All are public: they carry no token, and a 401 from them is an
// answer to show, not an expired session.
import type { z } from 'zod'
import type {
  forgotPasswordSchema,
  LoginRequest,
  LoginResponse,
  resendOtpSchema,
  resetPasswordRequestSchema,
  SignupRequest,
  SignupResponse,
  SuccessResponse,
  VerifyLoginOtpResponse,
  VerifyResetOtpResponse,
  verifyLoginOtpSchema,
  verifyResetOtpSchema,
} from '../../../contract/auth'
import { api } from '../../api/api'

export const authApi = api.injectEndpoints({
  endpoints: (build) => {
    /** A public POST: no credentials, and a 401 is an answer to show, not an expired session. */
    const publicPost = <Result, Body>(url: string) =>
      build.mutation<Result, Body>({
        query: (body) => ({ url, method: 'POST', body }),
        extraOptions: { anonymous: true },
      })
    return {
      loginUser: publicPost<LoginResponse, LoginRequest>('/auth/user/login-user'),
      signUp: publicPost<SignupResponse, SignupRequest>('/auth/user/addUsers'),
      verifyLoginOtp: publicPost<VerifyLoginOtpResponse, z.input<typeof verifyLoginOtpSchema>>(
        '/auth/user/verify',
      ),
      resendOtp: publicPost<SuccessResponse, z.input<typeof resendOtpSchema>>('/auth/user/resend-otp'),
      forgotPassword: publicPost<SuccessResponse, z.input<typeof forgotPasswordSchema>>(
        '/auth/user/forgot-password',
      ),
      verifyResetOtp: publicPost<VerifyResetOtpResponse, z.input<typeof verifyResetOtpSchema>>(
        '/auth/user/verify-otp',
      ),
      resetPassword: publicPost<SuccessResponse, z.input<typeof resetPasswordRequestSchema>>(
        '/auth/user/reset-password',
      ),
    }
  },
})

export const {
  useLoginUserMutation,
  useSignUpMutation,
  useVerifyLoginOtpMutation,
  useResendOtpMutation,
  useForgotPasswordMutation,
  useVerifyResetOtpMutation,
  useResetPasswordMutation,
} = authApi
