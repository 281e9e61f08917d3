// To a creator whose Creator Pro has lapsed while they have priced cards: those cards show as
// Unavailable on the market until Pro is renewed (contract/plan-rules.ts `saleEndOf`). Shown on Card
// Inventory, Earnings and Profile.
import { Plural, Trans } from '@lingui/react/macro'
import { Alert, Anchor, type MantineSpacing } from '@mantine/core'
import { Link } from 'react-router'
import { MARKET_NAME } from '../../contract/paths'
import { planMessages } from '../../contract/plan-rules'
import { useGetStreamerCardsQuery } from '../api/cards-api'
import { useSession } from '../lib/session-slice'
import { useLabel } from '../lib/use-label'
import { buyProState, planPath } from './plan-links'

/** `mb`: the space under it, where it shows (nothing shows, and takes no room, otherwise). */
export function PricedCardsPausedNotice({ mb }: { mb?: MantineSpacing }) {
  const show = useLabel()
  const { role, user } = useSession()
  const lapsed = role === 'creator' && user?.plan === 'free'
  const cards = useGetStreamerCardsQuery(user?._id ?? '', { skip: !lapsed || !user?._id })
  const priced = (cards.data?.cards ?? []).filter((card) => card.price > 0).length
  if (!lapsed || priced === 0) return null
  const market = show(MARKET_NAME)
  return (
    <Alert color="yellow" variant="light" role="status" title={show(planMessages.pricedCardsPaused)} mb={mb}>
      <Plural
        value={priced}
        one={`Your priced card shows as Unavailable in ${market} until then.`}
        other={`Your # priced cards show as Unavailable in ${market} until then.`}
      />{' '}
      <Anchor component={Link} to={planPath} state={buyProState} inherit fw={600}>
        <Trans>Renew Creator Pro</Trans>
      </Anchor>
    </Alert>
  )
}
