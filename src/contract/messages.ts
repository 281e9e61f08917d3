// The product's messages, verbatim from the specification (sections 4, 5 and 8).
// Forms show them, the server answers with them: one source for both.

export const authMessages = {
  loginSuccess: 'Login successful!',
  loginFailed: 'Login failed',
  invalidCredentials: 'Invalid email or password.',
  noResponse: 'No response from server. Please try again.',
  tryAgain: 'An error occurred. Please try again.',
  verifyEmailFirst: 'Please verify your email with OTP',
  signupSuccess: 'Signup successful! Please login to verify your email.',
  signupUnreachable: 'Unable to connect to the server. Please make sure the backend server is running.',
  signupFailed: 'Signup failed',
  signupUnsuccessful: 'Sign up failed.',
  unexpected: 'An unexpected error occurred.',
  emailTaken: 'An account with this email already exists.',
  usernameTaken: 'This username is already taken.',
  otpInvalid: 'Invalid OTP',
  otpExpired: 'OTP has expired. Please request a new one.',
  otpTooManyAttempts: 'Too many wrong attempts. Please request a new OTP.',
  otpVerified: 'OTP verified successfully!',
  otpSent: 'OTP sent successfully!',
  otpResendFailed: 'Failed to resend OTP. Please try again.',
  otpResendThrottled: 'Please wait before requesting another OTP.',
  otpNoResendHandler: 'Please go back and request a new OTP',
  otpGenericError: 'An error occurred',
  alreadyVerified: 'This account is already verified.',
  sessionExpired: 'Session expired. Please log in again.',
  noToken: 'No token found. Please log in again.',
  loggedOut: 'Logged out successfully!',
  tooManyRequests: 'Too many requests. Please try again later.',
} as const

export const resetMessages = {
  otpSentToEmail: 'OTP sent to your email',
  forgotAnswer: 'If an account exists for this email, an OTP has been sent to it.',
  failedToSendOtp: 'Failed to send OTP',
  invalidOtp: 'Invalid OTP',
  otpVerified: 'OTP verified successfully',
  failedToReset: 'Failed to reset password',
  resetSuccess: 'Password reset successfully',
  verifyFirst: 'Please verify OTP first',
  genericError: 'An error occurred. Please try again.',
} as const

export const commonMessages = {
  invalidRequest: 'Invalid request.',
  notFound: 'Not found.',
  internal: 'An unexpected error occurred.',
  userNotFound: 'User not found.',
  errorLoadingUser: 'Error loading user data.',
} as const
