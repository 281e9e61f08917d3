// 'Start streaming' (landing plans, header menu, profile): a signed-in viewer becomes a creator on the
// free plan at once, and lands on the profile's first-run guide (stream URL, OBS, test card).
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from 'react-router'
import { planMessages } from '../../contract/plan-rules'
import { describeFailure, serverMessage } from '../lib/api-error'
import { notify } from '../lib/notify'
import { useRememberUser } from '../lib/session-slice'
import { useLabel } from '../lib/use-label'
import { gettingStartedPath } from './plan-links'
import { useBecomeCreatorMutation } from './plans-api'

export function useStartStreaming() {
  const { t } = useLingui()
  const show = useLabel()
  const navigate = useNavigate()
  const rememberUser = useRememberUser()
  const [becomeCreator, { isLoading }] = useBecomeCreatorMutation()

  async function startStreaming() {
    try {
      const { user } = await becomeCreator().unwrap()
      rememberUser(user)
      notify.success(show(planMessages.becameCreator))
      navigate(gettingStartedPath)
    } catch (error) {
      notify.error(serverMessage(describeFailure(error)) ?? t`Could not start streaming. Please try again.`)
    }
  }

  return { startStreaming: () => void startStreaming(), starting: isLoading }
}
