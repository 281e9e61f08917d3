// The button that starts a purchase on every card list ('Buy', 'Buy Now', 'Get free'). Offline it is
// disabled and described by the list's 'Buying needs a connection' note (see `OfflineBuyingNote`),
// instead of failing later with a misleading payment error.
import { useLingui as useLinguiContext } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { Button, type MantineColor, Text } from '@mantine/core'
import { cardMessages } from '../../contract/card-messages'
import type { Card } from '../../contract/cards'
import { planMessages, salePaused } from '../../contract/plan-rules'
import { TAP_LATER_ATTRIBUTE } from '../../contract/server-rendered'
import { useSession } from '../lib/session-slice'
import { useLabel } from '../lib/use-label'
import { buyingMessages } from './buying-messages'
import type { useBuyCard } from './use-buy-card'

/** The id of the note that says why the buy buttons are disabled. */
export const OFFLINE_NOTE_ID = 'buying-offline-note'

/** What a Buy button needs of `useBuyCard`. */
export type BuyAction = Pick<ReturnType<typeof useBuyCard>, 'ask' | 'busyCardId' | 'offline'>

interface BuyButtonProps {
  card: Card
  buy: BuyAction
  label: string
  ariaLabel: string
  color?: MantineColor
  /** The id of a note about this card (say, when it could be used), read with the button. */
  describedBy?: string
}

export function BuyButton({ card, buy, label, ariaLabel, color, describedBy }: BuyButtonProps) {
  const { t } = useLingui()
  // The contract's notes (cardMessages, planMessages), in the app's language.
  const show = useLabel()
  const userId = useSession().user?._id
  const title = card.cardTitle
  // A streamer's own card: the server refuses to sell it to them, so nothing offers to.
  if (userId && card.streamerEmailId === userId) {
    return (
      <Button color={color} disabled title={show(cardMessages.ownCard)} aria-label={t`${title}: your card`}>
        {buyingMessages.yourCard}
      </Button>
    )
  }
  // Its streamer's Creator Pro has ended: not for sale until it is renewed.
  if (salePaused(card)) {
    return (
      <Button
        color={color}
        disabled
        title={show(planMessages.unavailableNote)}
        aria-label={t`${title}: unavailable`}
      >
        {show(planMessages.unavailable)}
      </Button>
    )
  }
  return (
    <Button
      color={color}
      onClick={() => buy.ask(card)}
      loading={buy.busyCardId === card._id}
      disabled={buy.offline || (buy.busyCardId !== null && buy.busyCardId !== card._id)}
      aria-label={ariaLabel}
      // A tap on it in the server's market, before the app is live, is answered by the page-start
      // script and carried on by the app (contract/server-rendered.ts).
      {...{ [TAP_LATER_ATTRIBUTE]: card._id }}
      aria-describedby={[buy.offline ? OFFLINE_NOTE_ID : '', describedBy ?? ''].join(' ').trim() || undefined}
    >
      {label}
    </Button>
  )
}

/** Above a card list while offline: why Buy and Get free are disabled. */
export function OfflineBuyingNote({ offline }: { offline: boolean }) {
  // buyingMessages are read at render: this renders again when the language changes.
  useLinguiContext()
  if (!offline) return null
  return (
    <Text id={OFFLINE_NOTE_ID} role="status" fw={600} size="sm">
      {buyingMessages.needsConnection}
    </Text>
  )
}
