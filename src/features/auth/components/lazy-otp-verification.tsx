// The OTP screen, loaded apart from the pages that lead to it (/login, /forgot-password): it brings
// zod and its rules, which neither page's first paint needs. The pages preload it at the visitor's
// first focus in their form, so it is in hand when a submit shows it.
import { lazy, Suspense } from 'react'
import { PageLoader } from '../../../components/page-loader'
import type { OtpVerificationProps } from './otp-verification'

const loadOtpScreen = () => import('./otp-verification')
const OtpVerification = lazy(async () => ({ default: (await loadOtpScreen()).OtpVerification }))

/** Starts loading the OTP screen; a failure is left for the screen itself to meet (and retry). */
export function preloadOtpScreen(): void {
  loadOtpScreen().catch(() => undefined)
}

export function LazyOtpVerification(props: OtpVerificationProps) {
  return (
    <Suspense fallback={<PageLoader />}>
      <OtpVerification {...props} />
    </Suspense>
  )
}
