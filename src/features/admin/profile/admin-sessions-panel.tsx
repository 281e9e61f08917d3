import { useLingui } from '@lingui/react/macro'
import { SessionsCard } from '../../../components/sessions-card'
import { adminToast } from '../admin-notify'
import {
  useEndAdminSessionMutation,
  useEndOtherAdminSessionsMutation,
  useGetAdminSessionsQuery,
} from './profile-api'

/** Profile → Security: the administrator's signed-in devices, each of which can be ended. */
export function AdminSessionsPanel() {
  const { t } = useLingui()
  const list = useGetAdminSessionsQuery(undefined, { refetchOnMountOrArgChange: true })
  const [endSession] = useEndAdminSessionMutation()
  const [endOthers] = useEndOtherAdminSessionsMutation()
  return (
    <SessionsCard
      sessions={list.data?.sessions}
      failed={list.isError}
      onRetry={() => void list.refetch()}
      endSession={(id) => endSession(id).unwrap()}
      endOthers={() => endOthers().unwrap()}
      toast={adminToast}
      description={t`Devices signed in to your administrator account. End any you do not recognise.`}
    />
  )
}
