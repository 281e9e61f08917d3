// /orders: the viewer's receipts, newest first. Each order says what was bought, from whom and when,
// what was paid (an auction's winning bid, not the list price), the payment id to quote to support,
// and any refund. One card per order at every width, so a phone reads it without sideways scrolling.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Group, Paper, Stack, Text } from '@mantine/core'
import { formatRupees } from '../../../contract/money'
import { type Order, type OrderStatus, orderMessages, orderStatusLabels } from '../../../contract/orders'
import { EmptyNote } from '../../components/empty-note'
import { LoadMoreButton } from '../../components/load-more-button'
import { PageSection } from '../../components/page-section'
import { QueryState } from '../../components/query-state'
import { useDates } from '../../lib/use-dates'
import { useLabel } from '../../lib/use-label'
import { useGetOrdersInfiniteQuery } from './orders-api'

const STATUS_COLORS: Record<OrderStatus, string> = {
  paid: 'teal',
  free: 'blue',
  'refund-pending': 'yellow',
  refunded: 'gray',
}

/** 'Refunded: ₹99.00 on 7 Dec 2026, 10:40 am IST': one whole sentence per state, so Hindi orders its own words. */
function RefundNote({ refund }: { refund: NonNullable<Order['refund']> }) {
  const { dateTime } = useDates()
  const amount = formatRupees(refund.amount, { alwaysPaise: true })
  const date = dateTime(refund.date)
  switch (refund.status) {
    case 'pending':
      return (
        <Trans>
          Refund pending: {amount} on {date}
        </Trans>
      )
    case 'processed':
      return (
        <Trans>
          Refunded: {amount} on {date}
        </Trans>
      )
    case 'failed':
      return (
        <Trans>
          Refund failed: {amount} on {date}
        </Trans>
      )
  }
}

function OrderCard({ order }: { order: Order }) {
  const { t } = useLingui()
  const { dateTime } = useDates()
  // The statuses are the contract's words (orderStatusLabels), shown in the app's language.
  const show = useLabel()
  const { paymentId } = order
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={order.card}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {order.card}
          </Text>
          <Text size="sm" c="dimmed">
            {order.streamer} · {dateTime(order.date)}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end" style={{ flex: 'none' }}>
          <Text fw={700}>
            {order.amount === 0 ? t`Free` : formatRupees(order.amount, { alwaysPaise: true })}
          </Text>
          {/* A free card's amount already says so. */}
          {order.status === 'free' ? null : (
            <Badge variant="light" color={STATUS_COLORS[order.status]}>
              {show(orderStatusLabels[order.status])}
            </Badge>
          )}
        </Stack>
      </Group>
      {paymentId ? (
        <Text size="sm" mt="xs" style={{ overflowWrap: 'anywhere' }}>
          <Trans>
            Payment ID:{' '}
            <Text span ff="monospace" size="sm">
              {paymentId}
            </Text>
          </Trans>
        </Text>
      ) : null}
      {order.refund ? (
        <Text size="sm" mt={4} c="dimmed">
          <RefundNote refund={order.refund} />
        </Text>
      ) : null}
    </Paper>
  )
}

export default function OrdersPage() {
  const { t } = useLingui()
  const show = useLabel()
  const query = useGetOrdersInfiniteQuery(undefined, { refetchOnMountOrArgChange: true })
  const orders = query.data?.pages.flatMap((page) => page.orders)
  return (
    <PageSection
      title={t`Orders`}
      description={t`Every card you bought or took, what you paid and any refund.`}
    >
      <QueryState
        query={{ ...query, data: orders }}
        loading={orderMessages.loading}
        error={orderMessages.failed}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyNote title={orderMessages.emptyTitle}>{show(orderMessages.empty)}</EmptyNote>}
      >
        {(list) => (
          <Stack gap="md">
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Orders`}>
              {list.map((order) => (
                <OrderCard key={order.id} order={order} />
              ))}
            </Stack>
            <LoadMoreButton
              hasNextPage={query.hasNextPage}
              isFetchingNextPage={query.isFetchingNextPage}
              fetchNextPage={query.fetchNextPage}
              failure={orderMessages.moreFailed}
            />
          </Stack>
        )}
      </QueryState>
    </PageSection>
  )
}
