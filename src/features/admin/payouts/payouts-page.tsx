// The admin's Payouts screen: batches, payouts, Run payouts now, retry (being written).
import { AdminPage } from '../components/admin-page'

export default function AdminPayoutsPage() {
  return <AdminPage title="Payouts">{null}</AdminPage>
}
