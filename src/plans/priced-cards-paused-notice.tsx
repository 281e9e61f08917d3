// To a creator whose Creator Pro has lapsed while they have priced cards: those cards show as
// Unavailable on the market until Pro is renewed (contract/plan-rules.ts `saleEndOf`). Shown on Card
// Inventory, Earnings and Profile.
import { Alert, Anchor, type MantineSpacing } from '@mantine/core'
import { Link } from 'react-router'
import { MARKET_NAME } from '../../contract/paths'
import { planMessages } from '../../contract/plan-rules'
import { useGetStreamerCardsQuery } from '../api/cards-api'
import { useSession } from '../lib/session-slice'
import { buyProState, planPath } from './plan-links'

/** `mb`: the space under it, where it shows (nothing shows, and takes no room, otherwise). */
export function PricedCardsPausedNotice({ mb }: { mb?: MantineSpacing }) {
  const { role, user } = useSession()
  const lapsed = role === 'creator' && user?.plan === 'free'
  const cards = useGetStreamerCardsQuery(user?._id ?? '', { skip: !lapsed || !user?._id })
  const priced = (cards.data?.cards ?? []).filter((card) => card.price > 0).length
  if (!lapsed || priced === 0) return null
  return (
    <Alert color="yellow" variant="light" role="status" title={planMessages.pricedCardsPaused} mb={mb}>
      {priced === 1 ? 'Your priced card shows' : `Your ${priced} priced cards show`} as Unavailable in{' '}
      {MARKET_NAME} until then.{' '}
      <Anchor component={Link} to={planPath} state={buyProState} inherit fw={600}>
        Renew Creator Pro
      </Anchor>
    </Alert>
  )
}
