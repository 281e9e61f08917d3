// The creator's money as four tiles, each a labelled group, so a screen reader (and a test) reads
// 'Available, ₹120' rather than a loose number.
import { Alert, SimpleGrid, Stack } from '@mantine/core'
import type { EarningsResponse } from '../../../../contract/earnings'
import { formatRupees } from '../../../../contract/money'
import { FigureTile } from '../../../components/figure-tile'
import { formatPayday } from '../earnings-format'

function nextPayoutHint({ nextPayout, minimumPayout, available }: EarningsResponse): string {
  if (nextPayout.amount > 0) return `${formatRupees(nextPayout.amount)} due on that day`
  if (available < 0) return 'Nothing due: a refund is being made up first'
  return `Nothing due yet: payouts start at ${formatRupees(minimumPayout)}`
}

export function BalanceTiles({ earnings }: { earnings: EarningsResponse }) {
  return (
    <Stack gap="sm">
      {earnings.inDispute > 0 ? (
        <Alert color="yellow" variant="light" title="Held for disputes" data-in-dispute>
          {formatRupees(earnings.inDispute)} of your share is held while a buyer’s bank disputes the payment.
          It comes back if the dispute is won.
        </Alert>
      ) : null}
      <Tiles earnings={earnings} />
    </Stack>
  )
}

function Tiles({ earnings }: { earnings: EarningsResponse }) {
  return (
    // Beside the side navigation (from 768 px) the column is narrow: two tiles a row until lg.
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
      <FigureTile
        label="Available"
        value={formatRupees(earnings.available)}
        hint="Past the hold: paid on the next payout day"
      />
      <FigureTile
        label="On hold"
        value={formatRupees(earnings.onHold)}
        hint={`Held ${earnings.holdDays} ${earnings.holdDays === 1 ? 'day' : 'days'} after each sale`}
      />
      <FigureTile
        label="Lifetime"
        value={formatRupees(earnings.lifetime)}
        hint="Your share of every sale, less refunds"
      />
      <FigureTile
        label="Next payout"
        value={formatPayday(earnings.nextPayout.date)}
        hint={nextPayoutHint(earnings)}
      />
    </SimpleGrid>
  )
}
