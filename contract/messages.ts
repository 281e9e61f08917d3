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
  /** Under the OTP field after a wrong code, with the tries the address has left. */
  otpTriesLeft: (tries: number) =>
    tries === 0
      ? 'No tries left: code checks for this address pause for a while.'
      : `${tries} ${tries === 1 ? 'try' : 'tries'} left.`,
  otpVerified: 'OTP verified successfully!',
  otpSent: 'OTP sent successfully!',
  otpResendFailed: 'Failed to resend OTP. Please try again.',
  otpResendThrottled: 'Please wait before requesting another OTP.',
  otpNoResendHandler: 'Please go back and request a new OTP',
  otpGenericError: 'An error occurred',
  alreadyVerified: 'This account is already verified.',
  sessionExpired: 'Session expired. Please log in again.',
  /** A visitor with no session at all (never signed in here, or signed out) at a signed-in page. */
  loginToContinue: 'Log in to continue',
  /** At Buy, signed out: sign-up (or login) comes first, and the visitor returns to the card. */
  signUpToBuy: 'Sign up or log in to buy this card. You will come back to it afterwards.',
  /** At Subscribe, signed out, likewise. */
  signUpToSubscribe: 'Sign up or log in to subscribe. You will come back to this streamer afterwards.',
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

/** Refusals of the resource limits. */
export const limitMessages = {
  serverBusy: 'The server is busy right now. Please try again in a moment.',
  createCardQuota: 'You have created too many cards in the last hour. Please try again later.',
  freePurchaseQuota: 'You have taken too many free cards in the last hour. Please try again later.',
  paymentOrderQuota: 'You have started too many payments in the last hour. Please try again later.',
  useCardQuota: 'You have used too many cards in the last hour. Please try again later.',
  mailRecipientThrottled:
    'Too many emails have been sent to this address in the last hour. Please try again later.',
  mailClientThrottled:
    'Too many sign-ups have come from this device in the last hour. Please try again later.',
  /** Under a refused sign-up: when the limit lets this device try again, as the reader's clock time. */
  tryAgainAt: (clockTime: string) => `You can try again at ${clockTime}.`,
  /** While the browser works out a busy network's proof of work before signing up. */
  signupWorking: 'Many sign-ups come from your network: checking this device, a few seconds…',
  mailBudgetExhausted:
    'We cannot send email right now: the hourly email limit has been reached. Please try again later.',
  contactInboxFull: 'Our inbox has received too many messages in the last hour. Please try again later.',
  overlayTooManyForKey: 'Too many overlays are connected with this stream key. Close one and try again.',
  overlayTooManyForAddress: 'Too many overlay connections from this address. Close one and try again.',
  liveUpdatesTooMany: 'Too many live pages are open for this account. Close one and try again.',
} as const

/** Account protections: lockouts, per-account limits, sessions. */
export const securityMessages = {
  otpAccountLocked:
    'Too many wrong OTPs for this account. OTP checks are paused for a while; please try again later.',
  otpSendLocked: 'Too many wrong OTPs for this account. Please try again later.',
  accountLoginLimited: 'Too many sign-in attempts for this account. Please try again later.',
  accountOtpLimited: 'Too many OTP attempts for this account. Please try again later.',
  accountCodeRequestsLimited: 'Too many OTP requests for this address. Please try again later.',
  accountResetLimited: 'Too many password reset attempts for this account. Please try again later.',
  /** Login's per-account limit reached, by login or the password asked again (payout details, KYC). */
  accountLockedMailSubject: 'Cardcast: too many password attempts on your account',
} as const
