// The card market at /dashboard: every published card, filtered by
// rarity and by categories, each with Buy → confirm → the purchase flow of `useBuyCard`. On phones the
// filters sit in a sheet and the cards in two compact columns; while the list loads, skeleton tiles of
// the final size hold its place.
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Group, Stack, Text } from '@mantine/core'
import { createContext, memo, useContext, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { cardMessages } from '../../../contract/card-messages'
import type { Card } from '../../../contract/cards'
import { isFree } from '../../../contract/money'
import { MARKET_NAME } from '../../../contract/paths'
import { useGetCardsQuery } from '../../api/cards-api'
import { type BuyAction, BuyButton, OfflineBuyingNote } from '../../buying/buy-button'
import { PurchaseDialogs } from '../../buying/purchase-dialogs'
import { useBuyCard } from '../../buying/use-buy-card'
import { useResumePurchase } from '../../buying/use-resume-purchase'
import { CardGrid } from '../../components/cards/card-grid'
import { CardListSkeleton } from '../../components/cards/card-list-skeleton'
import { CardTile } from '../../components/cards/card-tile'
import { EmptyNote } from '../../components/empty-note'
import { PageSection } from '../../components/page-section'
import { LoadError } from '../../components/query-state'
import { usePageTitle } from '../../lib/page-title'
import { useSession } from '../../lib/session-slice'
import { useLabel } from '../../lib/use-label'
import { useStableCallback } from '../../lib/use-stable-callback'
import { cardBadges } from '../../subscriptions/card-lock-badge'
import { type ClaimAction, SubscriberCardAction } from '../../subscriptions/subscriber-card-action'
import { useAllowanceClaim } from '../../subscriptions/use-allowance-claim'
import { type CardPerks, useCardPerks } from '../../subscriptions/use-card-perks'
import { type MarketFilters as Filters, filterCards, filtersFrom, paramsFrom } from './filter-cards'
import { MarketFilters } from './market-filters'
import { MarketFiltersSheet } from './market-filters-sheet'
import { MarketSearch } from './market-search'
import { useCompletePendingTap } from './pending-tap'

/**
 * How many cards the grid shows: all, but on the server, which renders the first few
 * (scripts/prerender-entry.ts). The count above the grid is the whole list's either way.
 */
export const MarketCardsShown = createContext(Number.POSITIVE_INFINITY)

/** '12 cards', or '3 of 12 cards' while filters narrow the list; in the app's language at the call. */
const countText = (shown: number, total: number) =>
  shown === total
    ? plural(total, { one: '# card', other: '# cards' })
    : plural(total, { one: `${shown} of # card`, other: `${shown} of # cards` })

interface MarketCardProps {
  card: Card
  perks: CardPerks
  buy: BuyAction
  claim: ClaimAction
}

function MarketCardItem({ card, perks, buy, claim }: MarketCardProps) {
  const { t } = useLingui()
  const show = useLabel()
  // A free card is taken, not bought: the same words as on a streamer's page.
  const action = isFree(card.price) ? show(cardMessages.getFree) : t`Buy`
  const cardTitle = card.cardTitle
  return (
    <li>
      <CardTile card={card} badges={cardBadges(card)}>
        <SubscriberCardAction card={card} perks={perks} claim={claim} offline={buy.offline}>
          <BuyButton card={card} buy={buy} label={action} ariaLabel={t`${action} ${cardTitle}`} />
        </SubscriberCardAction>
      </CardTile>
    </li>
  )
}

const samePerks = (before: CardPerks, after: CardPerks) =>
  before.locked === after.locked &&
  before.allowanceLeft === after.allowanceLeft &&
  before.subscription === after.subscription

/**
 * A card of the grid, rendered again only when what it shows changes. The page renders again as its
 * requests start and answer (the viewer's subscriptions, the auctions to pay…), several times while
 * the app starts on a phone: without this, each of those renders was every card's too, one long task.
 */
const MarketCard = memo(
  MarketCardItem,
  (before, after) =>
    before.card === after.card &&
    before.buy === after.buy &&
    before.claim === after.claim &&
    samePerks(before.perks, after.perks),
)

export default function MarketPage() {
  const { t } = useLingui()
  // The market's one name is the contract's (MARKET_NAME), as the menus say it.
  const show = useLabel()
  const title = show(MARKET_NAME)
  usePageTitle(title)
  const { user } = useSession()
  const [params, setParams] = useSearchParams()
  const fromUrl = useMemo(() => filtersFrom(params), [params])
  // The URL changes in a transition. Until it has, the filters last asked for are what the page shows
  // and what the next change builds on: two quick changes (a rarity, then a category) must not undo
  // each other.
  const [asked, setAsked] = useState<{ over: URLSearchParams; filters: Filters } | null>(null)
  const filters = asked?.over === params ? asked.filters : fromUrl
  // The search lives in the address too (?q=), answered by the server; the filters apply on top.
  const q = params.get('q')?.trim() ?? ''
  const { data, isError, refetch } = useGetCardsQuery(q ? { q } : undefined, { refetchOnFocus: true })
  const buy = useBuyCard()
  useCompletePendingTap(data?.cards, buy)
  // Back from signing up at Buy (the market is open to everyone): that card's question again.
  useResumePurchase(data?.cards, buy.ask)
  const perksOf = useCardPerks()
  const claim = useAllowanceClaim()
  // The cards' share of the buying and claiming hooks, the same objects from render to render while
  // nothing they show changes (see MarketCard).
  const askToBuy = useStableCallback(buy.ask)
  const buyAction = useMemo<BuyAction>(
    () => ({ ask: askToBuy, busyCardId: buy.busyCardId, offline: buy.offline }),
    [askToBuy, buy.busyCardId, buy.offline],
  )
  const askToClaim = useStableCallback(claim.ask)
  const claimAction = useMemo<ClaimAction>(
    () => ({ ask: askToClaim, busyCardId: claim.busyCardId }),
    [askToClaim, claim.busyCardId],
  )
  const shown = useContext(MarketCardsShown)
  const allCards = data?.cards ?? []
  const cards = useMemo(() => filterCards(data?.cards ?? [], filters), [data, filters])
  const name = user?.username || user?.emailId
  const addressOf = (next: Filters, text: string) => {
    const address = paramsFrom(next)
    if (text) address.set('q', text)
    return address
  }
  const changeFilters = (next: Filters) => {
    setAsked({ over: params, filters: next })
    setParams(addressOf(next, q), { replace: true })
  }
  const search = (text: string) => setParams(addressOf(filters, text), { replace: true })

  function content() {
    if (!data) {
      return isError ? (
        <LoadError message={cardMessages.cardsFailed} onRetry={() => void refetch()} />
      ) : (
        <CardListSkeleton />
      )
    }
    if (cards.length === 0) {
      return (
        <EmptyNote title={cardMessages.noCardsMatching}>
          {q ? (
            <Trans>Try another search, or fewer filters.</Trans>
          ) : allCards.length === 0 ? (
            <Trans>Streamers have not published any cards yet.</Trans>
          ) : (
            <Trans>Try another rarity or fewer categories.</Trans>
          )}
        </EmptyNote>
      )
    }
    return (
      <CardGrid label={t`Cards`} compact>
        {cards.slice(0, shown).map((card) => (
          <MarketCard key={card._id} card={card} perks={perksOf(card)} buy={buyAction} claim={claimAction} />
        ))}
      </CardGrid>
    )
  }

  return (
    <PageSection
      title={title}
      description={
        <>
          {/* A line of its own, held open while empty: the server renders the page without the name
              (it does not know the visitor), and the app's adding it moves nothing. */}
          <Text span display="block" truncate="end" mih="1.55em" inherit>
            {name ? t`Hi ${name}!` : null}
          </Text>
          <Trans>Pick a card and make your favourite streamer's next moment.</Trans>
        </>
      }
    >
      <Stack gap="lg">
        <MarketSearch value={q} onSearch={search} />
        <Box visibleFrom="sm">
          <MarketFilters filters={filters} onChange={changeFilters} />
        </Box>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Box hiddenFrom="sm">
            <MarketFiltersSheet filters={filters} onChange={changeFilters} />
          </Box>
          {/* One line tall before and after the cards arrive, so the grid below does not move. */}
          <Text size="sm" c="dimmed" aria-live="polite" mih="1.55em" role="status">
            {data
              ? cards.length > 0
                ? countText(cards.length, allCards.length)
                : ''
              : show(cardMessages.loadingCards)}
          </Text>
        </Group>
        <OfflineBuyingNote offline={buy.offline} />
        {content()}
      </Stack>
      <PurchaseDialogs {...buy.dialogs} />
      {claim.dialog}
    </PageSection>
  )
}
