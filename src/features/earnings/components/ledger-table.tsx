// The creator's ledger lines, newest first: what each sale, refund and payout did to the balance, and
// when a sale's share leaves its hold. On a phone the date and the hold fold under the entry, so the
// amount stays in view without scrolling sideways.
import { Table, Text } from '@mantine/core'
import type { EarningsEntry } from '../../../../contract/earnings'
import { formatRupees } from '../../../../contract/money'
import { ENTRY_KIND_LABELS, formatInstant, formatInstantDay } from '../earnings-format'

function signed(amount: number) {
  const text = formatRupees(Math.abs(amount), { alwaysPaise: true })
  return amount < 0 ? `−${text}` : `+${text}`
}

/** When a sale's share may be paid; nothing to say for the other kinds (they count at once). */
function payable(entry: EarningsEntry, now: number): string | undefined {
  if (entry.kind !== 'sale') return undefined
  if (Date.parse(entry.availableAt) <= now) return 'Available'
  return `On hold until ${formatInstantDay(entry.availableAt)}`
}

/** `asOf`: the server's time of the balances, so 'On hold' here agrees with the tiles. */
export function LedgerTable({ entries, asOf }: { entries: EarningsEntry[]; asOf: string }) {
  const now = Date.parse(asOf)
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="xs" aria-label="Ledger">
        <Table.Thead>
          <Table.Tr>
            <Table.Th visibleFrom="sm">Date</Table.Th>
            <Table.Th>Entry</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th visibleFrom="sm">Payable</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const when = payable(entry, now)
            const held = when !== undefined && when !== 'Available'
            return (
              <Table.Tr key={entry.id}>
                <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatInstant(entry.createdAt)}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {ENTRY_KIND_LABELS[entry.kind]}
                  </Text>
                  {entry.cardTitle ? (
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {entry.cardTitle}
                    </Text>
                  ) : null}
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {formatInstant(entry.createdAt)}
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
