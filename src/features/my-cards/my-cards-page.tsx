// /my-cards: the viewer's cards, unused ones under 'Available Cards' with 'Use Card',
// used ones under 'Used Cards' with a USED badge (and 'Refunded' when the purchase was refunded since;
// a refunded card never used is not listed). The cards come a page at a time, newest purchase first;
// 'Load more' under the sections brings the next page into both. Each card says where its latest use
// is on the stream, kept current by the server's live updates.
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core'
import { type ReactNode, type Ref, useId, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { cardMessages } from '../../../contract/card-messages'
import type { OwnedCard } from '../../../contract/cards'
import { paths } from '../../../contract/paths'
import { CardGrid } from '../../components/cards/card-grid'
import { EmptyNote } from '../../components/empty-note'
import { LoadMoreButton } from '../../components/load-more-button'
import { PageSection } from '../../components/page-section'
import { QueryState } from '../../components/query-state'
import { useGetUserCardsInfiniteQuery } from './my-cards-api'
import { AvailableCardTile, UsedCardTile } from './owned-card-tiles'
import { type CardEdits, useCardAction } from './use-card-action'
import { UseCardDialog } from './use-card-dialog'
import { useCooldowns } from './use-cooldowns'
import { usePendingUses } from './use-queue/card-use-queue'
import { useUseStatusUpdates } from './use-use-status-updates'

const newestFirst = (a: string | null, b: string | null) => (b ?? '').localeCompare(a ?? '')

/** The loaded pages as one list; a card seen twice (pages refetched around a purchase) shows once. */
function loadedCards(pages: ReadonlyArray<{ cards: OwnedCard[] }>): OwnedCard[] {
  const seen = new Set<string>()
  return pages.flatMap((page) =>
    page.cards.filter((card) => !seen.has(card.transactionId) && seen.add(card.transactionId)),
  )
}

export default function MyCardsPage() {
  const cardsQuery = useGetUserCardsInfiniteQuery(undefined, { refetchOnFocus: true })
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = cardsQuery
  const { submitCardUse, isUsing } = useCardAction()
  // Uses waiting in the offline queue: shown as pending until the server has them.
  const pending = usePendingUses()
  const cooldowns = useCooldowns()
  const [chosen, setChosen] = useState<{ card: OwnedCard; opened: boolean } | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  // After a use the pressed 'Use Card' is gone (or disabled): focus goes to the section's heading, where
  // a keyboard user carries on, instead of falling to the top of the document.
  const [justUsed, setJustUsed] = useState(false)
  const availableHeading = useRef<HTMLHeadingElement>(null)
  const cards = loadedCards(data?.pages ?? [])
  const available = cards.filter((card) => !card.isUsed)
  const used = cards.filter((card) => card.isUsed).sort((a, b) => newestFirst(a.usedAt, b.usedAt))
  useUseStatusUpdates(cards, cardsQuery)

  const close = () => setChosen((current) => current && { ...current, opened: false })

  function open(card: OwnedCard) {
    setRefusal(null)
    setJustUsed(false)
    setChosen({ card, opened: true })
    // Whether the streamer is live now: the dialog says so from the fresh answer.
    void cardsQuery.refetch()
  }
  const chosenNow = chosen && cards.find((card) => card.transactionId === chosen.card.transactionId)

  async function use(card: OwnedCard, edits: CardEdits) {
    const outcome = await submitCardUse(card, edits)
    if (outcome.kind === 'invalid') setRefusal(outcome.message)
    if (outcome.kind === 'cooldown') cooldowns.start(card, outcome.scope, outcome.seconds)
    if (outcome.kind === 'done') setJustUsed(true)
    if (outcome.kind === 'done' || outcome.kind === 'cooldown') close()
  }

  function content() {
    if (cards.length === 0) {
      return (
        <EmptyNote title="No cards yet">
          Cards you buy or get for free will appear here.
          <br />
          <Button component={Link} to={paths.market} mt="md">
            Browse Trending Cards
          </Button>
        </EmptyNote>
      )
    }
    return (
      <Stack gap={48}>
        <CardSection title="Available Cards" count={available.length} headingRef={availableHeading}>
          {available.length === 0 && hasNextPage ? (
            <Text c="dimmed">None among the cards loaded so far: load more to see older ones.</Text>
          ) : available.length === 0 ? (
            <Text c="dimmed">
              You have used all your cards.{' '}
              <Anchor component={Link} to={paths.market}>
                Find more in Trending Cards.
              </Anchor>
            </Text>
          ) : (
            <CardGrid label="Available Cards">
              {available.map((card) => (
                <li key={card.transactionId}>
                  <AvailableCardTile
                    card={card}
                    pending={pending.has(card.transactionId)}
                    cooldown={cooldowns.secondsLeft(card)}
                    onUse={open}
                  />
                </li>
              ))}
            </CardGrid>
          )}
        </CardSection>
        {used.length > 0 ? (
          <CardSection title="Used Cards" count={used.length}>
            <CardGrid label="Used Cards">
              {used.map((card) => (
                <li key={card.transactionId}>
                  <UsedCardTile card={card} />
                </li>
              ))}
            </CardGrid>
          </CardSection>
        ) : null}
        <LoadMoreButton
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          fetchNextPage={fetchNextPage}
          failure={cardMessages.cardsFailed}
        />
      </Stack>
    )
  }

  return (
    <PageSection title="My Cards" description="Cards you own, ready to use on a stream.">
      <QueryState query={cardsQuery} loading={cardMessages.loadingCards} error={cardMessages.cardsFailed}>
        {() => content()}
      </QueryState>
      <UseCardDialog
        card={chosen?.card ?? null}
        streamLive={(chosenNow ?? chosen?.card)?.streamLive ?? false}
        opened={chosen?.opened ?? false}
        busy={isUsing}
        refusal={refusal}
        onUse={(card, edits) => void use(card, edits)}
        onEdit={() => setRefusal(null)}
        onCancel={close}
        returnFocus={!justUsed}
        onClosed={() => {
          if (justUsed) availableHeading.current?.focus()
        }}
      />
    </PageSection>
  )
}

interface CardSectionProps {
  title: string
  count: number
  headingRef?: Ref<HTMLHeadingElement>
  children: ReactNode
}

function CardSection({ title, count, headingRef, children }: CardSectionProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <Group gap="sm" mb="md" align="center">
        <Title order={2} fz="h3" id={headingId} ref={headingRef} tabIndex={-1}>
          {title}
        </Title>
        <Badge variant="light" radius="sm" aria-label={`${count} ${count === 1 ? 'card' : 'cards'}`}>
          {count}
        </Badge>
      </Group>
      {children}
    </section>
  )
}
