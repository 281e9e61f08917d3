// /orders: the viewer's receipts, newest first. Each order says what was bought, from whom and when,
// what was paid (an auction's winning bid, not the list price), the payment id to quote to support,
// and any refund. One card per order at every width, so a phone reads it without sideways scrolling.
import { Badge, Group, Paper, Stack, Text } from '@mantine/core'
import { formatDateTime } from '../../../contract/dates'
import { formatRupees } from '../../../contract/money'
import { type Order, type OrderStatus, orderMessages, orderStatusLabels } from '../../../contract/orders'
import { EmptyNote } from '../../components/empty-note'
import { LoadMoreButton } from '../../components/load-more-button'
import { PageSection } from '../../components/page-section'
import { QueryState } from '../../components/query-state'
import { useGetOrdersInfiniteQuery } from './orders-api'

const STATUS_COLORS: Record<OrderStatus, string> = {
  paid: 'teal',
  free: 'blue',
  'refund-pending': 'yellow',
  refunded: 'gray',
}

const REFUND_WORDS = { pending: 'Refund pending', processed: 'Refunded', failed: 'Refund failed' } as const

function OrderCard({ order }: { order: Order }) {
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={order.card}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {order.card}
          </Text>
          <Text size="sm" c="dimmed">
            {order.streamer} · {formatDateTime(order.date)}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end" style={{ flex: 'none' }}>
          <Text fw={700}>
            {order.amount === 0 ? 'Free' : formatRupees(order.amount, { alwaysPaise: true })}
          </Text>
          {/* A free card's amount already says so. */}
          {order.status === 'free' ? null : (
            <Badge variant="light" color={STATUS_COLORS[order.status]}>
              {orderStatusLabels[order.status]}
            </Badge>
          )}
        </Stack>
      </Group>
      {order.paymentId ? (
        <Text size="sm" mt="xs" style={{ overflowWrap: 'anywhere' }}>
          Payment ID:{' '}
          <Text span ff="monospace" size="sm">
            {order.paymentId}
          </Text>
        </Text>
      ) : null}
      {order.refund ? (
        <Text size="sm" mt={4} c="dimmed">
          {REFUND_WORDS[order.refund.status]}: {formatRupees(order.refund.amount, { alwaysPaise: true })} on{' '}
          {formatDateTime(order.refund.date)}
        </Text>
      ) : null}
    </Paper>
  )
}

export default function OrdersPage() {
  const query = useGetOrdersInfiniteQuery(undefined, { refetchOnMountOrArgChange: true })
  const orders = query.data?.pages.flatMap((page) => page.orders)
  return (
    <PageSection title="Orders" description="Every card you bought or took, what you paid and any refund.">
      <QueryState
        query={{ ...query, data: orders }}
        loading={orderMessages.loading}
        error={orderMessages.failed}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyNote title={orderMessages.emptyTitle}>{orderMessages.empty}</EmptyNote>}
      >
        {(list) => (
          <Stack gap="md">
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Orders">
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
