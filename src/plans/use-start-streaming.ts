// 'Start streaming' (landing plans, header menu, profile): a signed-in viewer becomes a creator on the
// free plan at once, and lands on the profile's first-run guide (stream URL, OBS, test card).
import { useNavigate } from 'react-router'
import { planMessages } from '../../contract/plan-rules'
import { describeFailure, serverMessage } from '../lib/api-error'
import { notify } from '../lib/notify'
import { useRememberUser } from '../lib/session-slice'
import { gettingStartedPath } from './plan-links'
import { useBecomeCreatorMutation } from './plans-api'

export function useStartStreaming() {
  const navigate = useNavigate()
  const rememberUser = useRememberUser()
  const [becomeCreator, { isLoading }] = useBecomeCreatorMutation()

  async function startStreaming() {
    try {
      const { user } = await becomeCreator().unwrap()
      rememberUser(user)
      notify.success(planMessages.becameCreator)
      navigate(gettingStartedPath)
    } catch (error) {
      notify.error(serverMessage(describeFailure(error)) ?? 'Could not start streaming. Please try again.')
    }
  }

  return { startStreaming: () => void startStreaming(), starting: isLoading }
}
