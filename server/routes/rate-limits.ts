// Per-route limits for the calls that guess or send mail; applied only when rate limiting is on.
export const limitPerMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } })

export const accountLimits = {
  login: limitPerMinute(20),
  signup: limitPerMinute(10),
  otp: limitPerMinute(20),
  reset: limitPerMinute(10),
}
