// A child's account before the parent consents (contract/consent.ts): the user area shows the
// awaiting screen in place of every page, since the child may not buy, use, subscribe, bid or stream
// yet. The screen is a chunk of its own: every other account renders the page, and its first visit
// (the market's) loads neither the screen nor the consent contract's schemas.
import { lazy, type ReactNode, Suspense } from 'react'
import { PageLoader } from '../../components/page-loader'
import { cataloguesLoaded } from '../../lib/i18n'
import { useSession } from '../../lib/session-slice'

// Shown once its catalogue is in too (in Hindi), as the router shows a page (src/lib/i18n.ts).
const AwaitingConsent = lazy(async () => {
  const { AwaitingConsent } = await import('./awaiting-consent')
  await cataloguesLoaded()
  return { default: AwaitingConsent }
})

export function ConsentGate({ children }: { children: ReactNode }) {
  const { user } = useSession()
  return user?.consent === 'awaiting' ? (
    <Suspense fallback={<PageLoader />}>
      <AwaitingConsent />
    </Suspense>
  ) : (
    children
  )
}
