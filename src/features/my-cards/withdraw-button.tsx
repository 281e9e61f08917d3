// Takes back a use that still waits (for the streamer's approval, or for the stream): the card is the
// viewer's to use again. The server refuses once the card is on its way to the overlay. Its toast
// takes the slot of the use's own ('Queued…', 'Sent to the streamer…'): one toast says where the card
// is now, not two side by side.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { streamMessages } from '../../../contract/stream'
import { describeFailure, serverMessage } from '../../lib/api-error'
import { notify, toastFlows } from '../../lib/notify'
import { useWithdrawUseMutation } from './my-cards-api'

export function WithdrawButton({ useId, cardTitle }: { useId: string; cardTitle: string }) {
  const { t } = useLingui()
  const [withdraw, { isLoading }] = useWithdrawUseMutation()

  async function onClick() {
    const result = await withdraw(useId)
    if ('data' in result && result.data?.status === 'success') {
      notify.success(result.data.message, toastFlows.useCard)
      return
    }
    const failure = describeFailure(result.error)
    // A 401 is announced by the base query (the session ended).
    if (failure.kind === 'http' && failure.status === 401) return
    notify.error(serverMessage(failure) ?? streamMessages.cannotWithdraw, toastFlows.useCard)
  }

  return (
    <Button
      size="xs"
      variant="light"
      color="gray"
      loading={isLoading}
      onClick={onClick}
      aria-label={t`Withdraw ${cardTitle}`}
    >
      <Trans>Withdraw</Trans>
    </Button>
  )
}
