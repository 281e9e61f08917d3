// The account calls (spec section 7). All are public: they carry no token, and a 401 from them is an
// answer to show, not an expired session.
import type { z } from 'zod'
import { api } from '../../api/api'
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
  verifyLoginOtpSchema,
  verifyResetOtpSchema,
} from '../../contract/auth'

const anonymous = { anonymous: true }

function post<Body>(url: string) {
  return (body: Body) => ({ url, method: 'POST', body })
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginUser: build.mutation<LoginResponse, LoginRequest>({
      query: post('/auth/user/login-user'),
      extraOptions: anonymous,
    }),
    signUp: build.mutation<SignupResponse, SignupRequest>({
      query: post('/auth/user/addUsers'),
      extraOptions: anonymous,
    }),
    verifyLoginOtp: build.mutation<VerifyLoginOtpResponse, z.input<typeof verifyLoginOtpSchema>>({
      query: post('/auth/user/verify'),
      extraOptions: anonymous,
    }),
    resendOtp: build.mutation<SuccessResponse, z.input<typeof resendOtpSchema>>({
      query: post('/auth/user/resend-otp'),
      extraOptions: anonymous,
    }),
    forgotPassword: build.mutation<SuccessResponse, z.input<typeof forgotPasswordSchema>>({
      query: post('/auth/user/forgot-password'),
      extraOptions: anonymous,
    }),
    verifyResetOtp: build.mutation<SuccessResponse, z.input<typeof verifyResetOtpSchema>>({
      query: post('/auth/user/verify-otp'),
      extraOptions: anonymous,
    }),
    resetPassword: build.mutation<SuccessResponse, z.input<typeof resetPasswordRequestSchema>>({
      query: post('/auth/user/reset-password'),
      extraOptions: anonymous,
    }),
  }),
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
