// Profile → Sessions: the user's signed-in devices (src/components/sessions-card.tsx). A session left
// unused for a week ends by itself (SESSION_IDLE_SECONDS).
import { useLingui } from '@lingui/react/macro'
import { SessionsCard } from '../../components/sessions-card'
import { notify } from '../../lib/notify'
import { useEndOtherSessionsMutation, useEndSessionMutation, useGetSessionsQuery } from './sessions-api'

export function SessionsPanel() {
  const list = useGetSessionsQuery(undefined, { refetchOnMountOrArgChange: true })
  const [endSession] = useEndSessionMutation()
  const [endOthers] = useEndOtherSessionsMutation()
  const { t } = useLingui()
  return (
    <SessionsCard
      sessions={list.data?.sessions}
      failed={list.isError}
      onRetry={() => void list.refetch()}
      endSession={(id) => endSession(id).unwrap()}
      endOthers={() => endOthers().unwrap()}
      toast={notify}
      description={t`Devices signed in to your account. End any you do not recognise; a session unused for a week ends by itself.`}
    />
  )
}
