// 'Get free' on a priced card of a streamer one subscribes to: a question (it spends one of the
// month's free cards), the claim, then My Cards, where the card waits to be used.
import { Plural, useLingui } from '@lingui/react/macro'
import { lazy, useState } from 'react'
import { useNavigate } from 'react-router'
import type { Card } from '../../contract/cards'
import { paths } from '../../contract/paths'
import { subscriberCardMessages } from '../../contract/subscriber-cards'
import { OnceOpened } from '../components/once-opened'
import { describeFailure, serverMessage } from '../lib/api-error'
import { notify, toastFlows } from '../lib/notify'
import { useLabel } from '../lib/use-label'
import { useClaimFromAllowanceMutation } from './subscriptions-api'

// The market's first visit does not bring the dialog's code: it loads when the question is first asked.
const ConfirmDialog = lazy(async () => ({
  default: (await import('../components/confirm-dialog')).ConfirmDialog,
}))

export function useAllowanceClaim() {
  const { t } = useLingui()
  const show = useLabel()
  const navigate = useNavigate()
  const [claim, claiming] = useClaimFromAllowanceMutation()
  const [asked, setAsked] = useState<{ card: Card; left: number } | null>(null)

  async function confirm() {
    if (!asked) return
    try {
      const answer = await claim({ cardId: asked.card._id }).unwrap()
      setAsked(null)
      notify.success(answer.message, toastFlows.buy)
      navigate(paths.myCards)
    } catch (error) {
      setAsked(null)
      const failure = describeFailure(error)
      notify.error(
        (failure.kind === 'http' && serverMessage(failure)) || show(subscriberCardMessages.claimFailed),
        toastFlows.buy,
      )
    }
  }

  const dialog = (
    <OnceOpened opened={asked !== null}>
      {(opened) => (
        <ConfirmDialog
          opened={opened}
          title={t`Take this card free?`}
          confirmLabel={show(subscriberCardMessages.getFree)}
          color="teal"
          loading={claiming.isLoading}
          onConfirm={() => void confirm()}
          onCancel={() => setAsked(null)}
        >
          {asked ? (
            <>
              <strong>{asked.card.cardTitle}</strong>{' '}
              <Plural
                value={asked.left - 1}
                one="from your subscription: # free card will be left this month."
                other="from your subscription: # free cards will be left this month."
              />
            </>
          ) : null}
        </ConfirmDialog>
      )}
    </OnceOpened>
  )

  return {
    ask: (card: Card, left: number) => setAsked({ card, left }),
    busyCardId: claiming.isLoading ? (asked?.card._id ?? null) : null,
    dialog,
  }
}
