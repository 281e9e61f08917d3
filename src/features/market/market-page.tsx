// The card market at /dashboard (spec section 2, 'Card market'): every published card, filtered by
// rarity and by categories, each with Buy → confirm → the purchase flow of `useBuyCard`.
import { Button, Stack, Text } from '@mantine/core'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useGetCardsQuery } from '../../api/cards-api'
import { PurchaseDialogs } from '../../buying/purchase-dialogs'
import { useBuyCard } from '../../buying/use-buy-card'
import { CardGrid } from '../../components/cards/card-grid'
import { CardTile } from '../../components/cards/card-tile'
import { FreeBadge } from '../../components/cards/free-badge'
import { EmptyNote } from '../../components/empty-note'
import { PageSection } from '../../components/page-section'
import { QueryState } from '../../components/query-state'
import { cardMessages } from '../../contract/cards'
import { isFree } from '../../contract/money'
import { useSession } from '../../lib/session-slice'
import { filterCards, filtersFrom, paramsFrom } from './filter-cards'
import { MarketFilters } from './market-filters'

const plural = (count: number) => `${count} ${count === 1 ? 'card' : 'cards'}`
const countText = (shown: number, total: number) =>
  shown === total ? plural(total) : `${shown} of ${plural(total)}`

export default function MarketPage() {
  const { user } = useSession()
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => filtersFrom(params), [params])
  const cardsQuery = useGetCardsQuery(undefined, { refetchOnFocus: true })
  const { data } = cardsQuery
  const buy = useBuyCard()
  const allCards = data?.cards ?? []
  const cards = useMemo(() => filterCards(data?.cards ?? [], filters), [data, filters])
  const name = user?.username || user?.emailId

  function content() {
    if (cards.length === 0) {
      return (
        <EmptyNote title={cardMessages.noCardsMatching}>
          {allCards.length === 0
            ? 'Streamers have not published any cards yet.'
            : 'Try another rarity or fewer categories.'}
        </EmptyNote>
      )
    }
    return (
      <CardGrid label="Cards">
        {cards.map((card) => (
          <li key={card._id}>
            <CardTile card={card} badges={isFree(card.price) ? <FreeBadge /> : null}>
              <Button
                onClick={() => buy.ask(card)}
                loading={buy.busyCardId === card._id}
                disabled={buy.busyCardId !== null && buy.busyCardId !== card._id}
                aria-label={`Buy ${card.cardTitle}`}
              >
                Buy
              </Button>
            </CardTile>
          </li>
        ))}
      </CardGrid>
    )
  }

  return (
    <PageSection
      title="Trending Cards"
      description={
        <>
          {name ? `Hi ${name}! ` : null}
          Pick a card and make your favourite streamer's next moment.
        </>
      }
    >
      <Stack gap="lg">
        <MarketFilters
          filters={filters}
          onChange={(next) => setParams(paramsFrom(next), { replace: true })}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {data && cards.length > 0 ? countText(cards.length, allCards.length) : ''}
        </Text>
        <QueryState query={cardsQuery} loading={cardMessages.loadingCards} error={cardMessages.cardsFailed}>
          {() => content()}
        </QueryState>
      </Stack>
      <PurchaseDialogs {...buy.dialogs} />
    </PageSection>
  )
}
