import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Image, NativeSelect, Paper, SimpleGrid, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { adminMessages } from '../../../../contract/admin'
import type { AdminCard } from '../../../../contract/admin-marketplace'
import { ADMIN_CATEGORY_FILTER, RARITIES } from '../../../../contract/constants'
import { formatRupees, isFree } from '../../../../contract/money'
import { cardImageSrc } from '../../../components/cards/card-image'
import { CardsIcon } from '../../../components/icons'
import { useLabel } from '../../../lib/use-label'
import { CoinsIcon, TrendIcon } from '../components/admin-icons'
import { AdminPage } from '../components/admin-page'
import { type Column, DataTable } from '../components/data-table'
import { EmailText } from '../components/email-text'
import { SEARCH_DEBOUNCE_MS } from '../components/format'
import { StatTile } from '../components/stat-tile'
import { useConfirmDelete } from '../components/use-confirm-delete'
import { useCursorPagination, usePageCursor } from '../components/use-cursor-pagination'
import { useFailureToast } from '../components/use-failure-toast'
import { categoryName, rarityName } from './card-words'
import {
  type CardsFilter,
  useDeleteAdminCardMutation,
  useGetActiveTransactionsCountQuery,
  useGetAdminCardsQuery,
  useGetAdminCardsSummaryQuery,
  useGetTotalRevenueQuery,
  useLazyGetAdminCardsQuery,
} from './cards-api'

const ALL = 'all'

const rarityColors: Record<string, string> = {
  Common: 'gray',
  Rare: 'blue',
  Epic: 'grape',
  Legendary: 'orange',
}

const refetch = { refetchOnMountOrArgChange: true }

export default function AdminCardsPage() {
  const { t, i18n } = useLingui()
  const show = useLabel()
  // Categories and rarities are values the server filters by; people read their names.
  const named = (name: MessageDescriptor | undefined, value: string) => (name ? i18n._(name) : value)
  const categoryOptions = [
    { value: ALL, label: t`All categories` },
    ...ADMIN_CATEGORY_FILTER.map((value) => ({ value, label: named(categoryName(value), value) })),
  ]
  const rarityOptions = [
    { value: ALL, label: t`All rarities` },
    ...RARITIES.map((value) => ({ value, label: named(rarityName(value), value) })),
  ]
  const [search, setSearch] = useState('')
  const [category, setCategory] = useState(ALL)
  const [rarity, setRarity] = useState(ALL)
  // The server filters and pages; the search is sent once typing pauses.
  const [typed] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS)
  const filter: CardsFilter = { q: typed, category, rarity }
  const cursor = usePageCursor(`${typed}|${category}|${rarity}`)
  const cards = useGetAdminCardsQuery({ ...filter, ...cursor.args }, refetch)
  const [fetchCards] = useLazyGetAdminCardsQuery()
  const pagination = useCursorPagination(cursor, cards, (args) =>
    fetchCards({ ...filter, ...args }, true).unwrap(),
  )
  const summary = useGetAdminCardsSummaryQuery(undefined, refetch)
  const active = useGetActiveTransactionsCountQuery(undefined, refetch)
  const revenue = useGetTotalRevenueQuery(undefined, refetch)
  const [deleteCard] = useDeleteAdminCardMutation()
  const remove = useConfirmDelete((id) => deleteCard(id).unwrap(), {
    success: adminMessages.cardDeleted,
    failure: adminMessages.deleteCardFailed,
  })
  const failed = cards.isError || summary.isError || active.isError || revenue.isError
  useFailureToast(failed, adminMessages.fetchDataFailed)

  const columns: Column<AdminCard>[] = [
    {
      key: 'title',
      header: t`Title`,
      width: 120,
      wrap: true,
      cell: (card) => (
        <Text size="sm" fw={600}>
          {card.cardTitle}
        </Text>
      ),
    },
    {
      key: 'description',
      header: t`Description`,
      width: 190,
      wrap: true,
      cell: (card) => (
        <Text size="sm" lineClamp={2} title={card.description}>
          {card.description}
        </Text>
      ),
    },
    {
      key: 'image',
      header: t`Image`,
      width: 64,
      cell: (card) => (
        <Image src={cardImageSrc(card.imageUrl)} alt={card.cardTitle} w={48} h={64} radius="sm" fit="cover" />
      ),
    },
    {
      key: 'categories',
      header: t`Categories`,
      width: 120,
      cell: (card) => (
        <Group gap={4}>
          {card.category.map((name) => (
            <Badge key={name} variant="outline" size="sm">
              {named(categoryName(name), name)}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'rarity',
      header: t`Rarity`,
      width: 108,
      cell: (card) => (
        <Badge variant="light" color={rarityColors[card.rarity] ?? 'gray'}>
          {named(rarityName(card.rarity), card.rarity)}
        </Badge>
      ),
    },
    {
      key: 'price',
      header: t`Price`,
      width: 90,
      align: 'right',
      // As formatCardPrice (src/components/cards/card-price.ts) writes it, 'Free' in the app's language.
      cell: (card) => (isFree(card.price) ? t`Free` : formatRupees(card.price)),
    },
    {
      key: 'used',
      header: t`Times Used`,
      width: 90,
      align: 'right',
      cell: (card) => card.timesUsed,
    },
    {
      key: 'streamer',
      header: t`Streamer Email`,
      width: 150,
      wrap: true,
      cell: (card) => <EmailText email={card.streamerEmailId} />,
    },
    {
      key: 'actions',
      header: t`Actions`,
      width: 100,
      sticky: true,
      cell: (card) => (
        <Button
          size="xs"
          variant="light"
          color="red"
          aria-label={t`Delete ${card.cardTitle}`}
          onClick={() => remove.ask(card._id, t`card "${card.cardTitle}"`)}
        >
          <Trans>Delete</Trans>
        </Button>
      ),
    },
  ]

  return (
    <AdminPage title={t`Card Management`} description={t`Every card on the market`}>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <StatTile
          label={t`Total Cards`}
          value={summary.data?.totalCards ?? 0}
          icon={<CardsIcon />}
          loading={summary.isLoading}
        />
        <StatTile
          label={t`Active Cards`}
          value={active.data ?? 0}
          icon={<TrendIcon />}
          color="teal"
          loading={active.isLoading}
        />
        <StatTile
          label={t`Total Price`}
          value={formatRupees(summary.data?.totalPrice ?? 0)}
          icon={<CoinsIcon />}
          color="grape"
          loading={summary.isLoading}
        />
        <StatTile
          label={t`Total Revenue`}
          value={formatRupees(revenue.data ?? 0)}
          icon={<CoinsIcon />}
          color="orange"
          loading={revenue.isLoading}
        />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Group gap="md" wrap="wrap" align="flex-end">
          <TextInput
            label={t`Search by title`}
            type="search"
            placeholder={t`Card title`}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', sm: 280 }}
          />
          <NativeSelect
            label={t`Category`}
            data={categoryOptions}
            value={category}
            onChange={(event) => setCategory(event.currentTarget.value)}
            w={180}
          />
          <NativeSelect
            label={t`Rarity`}
            data={rarityOptions}
            value={rarity}
            onChange={(event) => setRarity(event.currentTarget.value)}
            w={180}
          />
        </Group>
      </Paper>
      <DataTable
        caption={t`Cards`}
        columns={columns}
        rows={cards.data?.cards ?? []}
        pagination={pagination}
        rowKey={(card) => card._id}
        loading={cards.isFetching}
        error={cards.isError ? show(adminMessages.fetchDataFailed) : null}
        emptyText={t`No cards found`}
        minWidth={1000}
      />
      {remove.modal}
    </AdminPage>
  )
}
