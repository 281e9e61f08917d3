// /earnings (creators): balances, the next payout, payout history and the ledger (being written).
import { PageSection } from '../../components/page-section'
import { PayoutAccountPanel } from './payout-account-panel'

export default function EarningsPage() {
  return (
    <PageSection title="Earnings" description="What your cards have earned and when it is paid.">
      <PayoutAccountPanel />
    </PageSection>
  )
}
