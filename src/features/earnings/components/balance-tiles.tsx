// The creator's money as four tiles, each a labelled group, so a screen reader (and a test) reads
// 'Available, ₹120' rather than a loose number.
import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, SimpleGrid, Stack } from '@mantine/core'
import type { EarningsResponse } from '../../../../contract/earnings'
import { formatRupees } from '../../../../contract/money'
import { FigureTile } from '../../../components/figure-tile'
import { useDates } from '../../../lib/use-dates'

function nextPayoutHint(i18n: I18n, { nextPayout, minimumPayout, available }: EarningsResponse): string {
  const due = formatRupees(nextPayout.amount)
  const minimum = formatRupees(minimumPayout)
  if (nextPayout.amount > 0) return i18n._(msg`${due} due on that day`)
  if (available < 0) return i18n._(msg`Nothing due: a refund is being made up first`)
  return i18n._(msg`Nothing due yet: payouts start at ${minimum}`)
}

export function BalanceTiles({ earnings }: { earnings: EarningsResponse }) {
  const { t } = useLingui()
  const held = formatRupees(earnings.inDispute)
  return (
    <Stack gap="sm">
      {earnings.inDispute > 0 ? (
        <Alert color="yellow" variant="light" title={t`Held for disputes`} data-in-dispute>
          <Trans>
            {held} of your share is held while a buyer’s bank disputes the payment. It comes back if the
            dispute is won.
          </Trans>
        </Alert>
      ) : null}
      <Tiles earnings={earnings} />
    </Stack>
  )
}

function Tiles({ earnings }: { earnings: EarningsResponse }) {
  const { t, i18n } = useLingui()
  const dates = useDates()
  return (
    // Beside the side navigation (from 768 px) the column is narrow: two tiles a row until lg.
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
      <FigureTile
        label={t`Available`}
        value={formatRupees(earnings.available)}
        hint={t`Past the hold: paid on the next payout day`}
      />
      <FigureTile
        label={t`On hold`}
        value={formatRupees(earnings.onHold)}
        hint={plural(earnings.holdDays, {
          one: 'Held # day after each sale',
          other: 'Held # days after each sale',
        })}
      />
      <FigureTile
        label={t`Lifetime`}
        value={formatRupees(earnings.lifetime)}
        hint={t`Your share of every sale, less refunds`}
      />
      <FigureTile
        label={t`Next payout`}
        value={dates.day(earnings.nextPayout.date)}
        hint={nextPayoutHint(i18n, earnings)}
      />
    </SimpleGrid>
  )
}
