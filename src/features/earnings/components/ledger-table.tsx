// The creator's ledger lines, newest first: what each sale, refund and payout did to the balance, and
// when a sale's share leaves its hold. On a phone the date and the hold fold under the entry, so the
// amount stays in view without scrolling sideways.
import { Trans, useLingui } from '@lingui/react/macro'
import { Table, Text } from '@mantine/core'
import type { EarningsEntry } from '../../../../contract/earnings'
import { formatRupees } from '../../../../contract/money'
import { useDates } from '../../../lib/use-dates'
import { ENTRY_KIND_LABELS } from '../earnings-format'

function signed(amount: number) {
  const text = formatRupees(Math.abs(amount), { alwaysPaise: true })
  return amount < 0 ? `−${text}` : `+${text}`
}

/** When a sale's share may be paid: 'available', held, or nothing to say (the other kinds count at once). */
function payable(entry: EarningsEntry, now: number): 'available' | 'held' | undefined {
  if (entry.kind !== 'sale') return undefined
  return Date.parse(entry.availableAt) <= now ? 'available' : 'held'
}

/** `asOf`: the server's time of the balances, so 'On hold' here agrees with the tiles. */
export function LedgerTable({ entries, asOf }: { entries: EarningsEntry[]; asOf: string }) {
  const { t, i18n } = useLingui()
  const dates = useDates()
  const now = Date.parse(asOf)
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="xs" aria-label={t`Ledger`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th visibleFrom="sm">
              <Trans>Date</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Entry</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Amount</Trans>
            </Table.Th>
            <Table.Th visibleFrom="sm">
              <Trans>Payable</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const state = payable(entry, now)
            const held = state === 'held'
            const until = dates.date(entry.availableAt)
            const when =
              state === 'available' ? t`Available` : state === 'held' ? t`On hold until ${until}` : undefined
            return (
              <Table.Tr key={entry.id}>
                <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                  {dates.dateTime(entry.createdAt)}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {i18n._(ENTRY_KIND_LABELS[entry.kind])}
                  </Text>
                  {entry.cardTitle ? (
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {entry.cardTitle}
                    </Text>
                  ) : null}
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {dates.dateTime(entry.createdAt)}
                    {held ? ` · ${when}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" fw={600} c={entry.amount < 0 ? 'red' : undefined}>
                  <span style={{ whiteSpace: 'nowrap' }}>{signed(entry.amount)}</span>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Text size="sm" fw={held ? 600 : undefined}>
                    {when ?? '—'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
