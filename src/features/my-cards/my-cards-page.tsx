// /my-cards: the viewer's cards in two tabs. 'Ready' holds the unused ones under 'Available Cards' with
// 'Use Card', and above them the card just used, with its live status; 'Played' holds the used ones under
// 'Used Cards' as compact rows with a USED badge (and 'Refunded' when the purchase was refunded since; a
// refunded card never used is not listed). The tab is in the address (`?tab=played`). The cards come a
// page at a time, newest purchase first; 'Load more' under the tabs brings the next page into both. Each
// card says where its latest use is on the stream, kept current by the server's live updates. A tapped
// notification opens `?use=<id>` (contract/push.ts `pushUrls.use`): the tab that holds that use's card
// opens, and the card is scrolled to, ringed and focused.
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Badge, Button, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { cardMessages } from '../../../contract/card-messages'
import { paths } from '../../../contract/paths'
import type { OwnedCard } from '../../../contract/purchases'
import { useLazyGetUseReadinessQuery } from '../../api/use-readiness-api'
import { MyCommunityCards } from '../../community/my-community-cards'
import { CardGrid } from '../../components/cards/card-grid'
import { EmptyNote } from '../../components/empty-note'
import { LoadMoreButton } from '../../components/load-more-button'
import { PageSection } from '../../components/page-section'
import { QueryState } from '../../components/query-state'
import { PushOffer } from '../../notifications/push-offer'
import { useGetUserCardsInfiniteQuery } from './my-cards-api'
import { AvailableCardTile, PlayedCardRow } from './owned-card-tiles'
import classes from './owned-card-tiles.module.css'
import { type CardEdits, useCardAction } from './use-card-action'
import { UseCardDialog } from './use-card-dialog'
import { useCooldowns } from './use-cooldowns'
import { usePendingUses } from './use-queue/card-use-queue'
import { useUseStatusUpdates } from './use-use-status-updates'

type MyCardsTab = 'ready' | 'played'
const TAB_PARAM = 'tab'
/** The use a notification is about (contract/push.ts `pushUrls.use`). */
const USE_PARAM = 'use'

/** A tab with nothing among the pages loaded, while older ones remain. */
const NONE_LOADED_YET = msg`None among the cards loaded so far: load more to see older ones.`

const newestFirst = (a: string | null, b: string | null) => (b ?? '').localeCompare(a ?? '')

/** The loaded pages as one list; a card seen twice (pages refetched around a purchase) shows once. */
function loadedCards(pages: ReadonlyArray<{ cards: OwnedCard[] }>): OwnedCard[] {
  const seen = new Set<string>()
  return pages.flatMap((page) =>
    page.cards.filter((card) => !seen.has(card.transactionId) && seen.add(card.transactionId)),
  )
}

export default function MyCardsPage() {
  const { t, i18n } = useLingui()
  const cardsQuery = useGetUserCardsInfiniteQuery(undefined, { refetchOnFocus: true })
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = cardsQuery
  const { submitCardUse, isUsing } = useCardAction()
  // Uses waiting in the offline queue: shown as pending until the server has them.
  const pending = usePendingUses()
  const cooldowns = useCooldowns()
  const [chosen, setChosen] = useState<{ card: OwnedCard; opened: boolean } | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  // The text typed per card (by purchase): kept through a refusal, a cooldown and a reopening.
  const [drafts, setDrafts] = useState<Record<string, CardEdits>>({})
  const [readReadiness] = useLazyGetUseReadinessQuery()
  // After a use the pressed 'Use Card' is gone (or disabled): focus goes to the Ready tab, right above
  // the card just played, where a keyboard user carries on, instead of falling to the top of the document.
  const [justUsed, setJustUsed] = useState(false)
  // The card of this visit's latest use: it stays on top of 'Ready', where the viewer is, with its status.
  const [lastUsedId, setLastUsedId] = useState<string | null>(null)
  const [searchParams, setSearchParams] = useSearchParams()
  const readyTab = useRef<HTMLButtonElement>(null)
  const cards = loadedCards(data?.pages ?? [])
  // The card of the use a notification opened: its tab unless the address names one.
  const openedUse = searchParams.get(USE_PARAM)
  const opened = openedUse ? cards.find((card) => card.useId === openedUse) : undefined
  const named = searchParams.get(TAB_PARAM)
  const tab: MyCardsTab =
    named === 'played' || (named === null && opened?.isUsed === true) ? 'played' : 'ready'
  const openedItem = useRef<HTMLLIElement>(null)
  const scrolledTo = useRef<string | null>(null)
  // A use older than the pages loaded: the next page is fetched until its card is there, or none is left.
  const looking = openedUse !== null && !opened && hasNextPage && !isFetchingNextPage
  useEffect(() => {
    if (looking) void fetchNextPage()
  }, [looking, fetchNextPage])
  // Once per use opened, after its card rendered: scrolled to the middle and focused for the keyboard.
  useEffect(() => {
    if (!opened?.useId || scrolledTo.current === opened.useId || !openedItem.current) return
    scrolledTo.current = opened.useId
    openedItem.current.scrollIntoView({ block: 'center' })
    openedItem.current.focus({ preventScroll: true })
  })
  const available = cards.filter((card) => !card.isUsed)
  const used = cards.filter((card) => card.isUsed).sort((a, b) => newestFirst(a.usedAt, b.usedAt))
  const lastUsed = used.find((card) => card.transactionId === lastUsedId)
  useUseStatusUpdates(cards, cardsQuery)

  function showTab(next: string | null) {
    setSearchParams(
      (params) => {
        if (next === 'played') params.set(TAB_PARAM, next)
        else params.delete(TAB_PARAM)
        // A tab chosen by hand leaves the notification's card behind.
        params.delete(USE_PARAM)
        return params
      },
      { replace: true },
    )
  }

  const close = () => setChosen((current) => current && { ...current, opened: false })

  function open(card: OwnedCard) {
    setRefusal(null)
    setJustUsed(false)
    setChosen({ card, opened: true })
    // Whether the streamer is live now: the dialog says so from the fresh answer.
    void cardsQuery.refetch()
    void showCooldowns(card.streamerEmailId)
  }

  /** The cooldowns of the streamer's cards now, so the dialog says one before the viewer types. */
  async function showCooldowns(streamerId: string) {
    const readiness = await readReadiness(streamerId)
      .unwrap()
      .catch(() => undefined)
    for (const entry of readiness?.cards ?? [])
      cooldowns.start({ _id: entry.cardId, streamerEmailId: streamerId }, 'card', entry.usableInSeconds)
  }
  const chosenNow = chosen && cards.find((card) => card.transactionId === chosen.card.transactionId)

  async function use(card: OwnedCard, edits: CardEdits) {
    // Whether the stream is on, as last read (the dialog's opening refetched it).
    const now = chosenNow ?? card
    const outcome = await submitCardUse({ ...card, streamLive: now.streamLive }, edits)
    if (outcome.kind === 'invalid') setRefusal(outcome.message)
    // Refused inside a cooldown: the dialog stays open, with the text, counting down to 'Use Now'.
    if (outcome.kind === 'cooldown') cooldowns.start(card, outcome.scope, outcome.seconds)
    if (outcome.kind === 'done') {
      setJustUsed(true)
      setLastUsedId(card.transactionId)
      setDrafts(({ [card.transactionId]: _used, ...rest }) => rest)
      close()
    }
  }

  function content() {
    if (cards.length === 0) {
      return (
        <EmptyNote title={t`No cards yet`}>
          <Trans>Cards you buy or get for free will appear here.</Trans>
          <br />
          <Button component={Link} to={paths.market} mt="md">
            <Trans>Browse Trending Cards</Trans>
          </Button>
        </EmptyNote>
      )
    }
    return (
      <Stack gap="lg">
        <Tabs value={tab} onChange={showTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="ready" ref={readyTab} rightSection={<CountBadge count={available.length} />}>
              <Trans>Ready</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="played" rightSection={<CountBadge count={used.length} />}>
              <Trans>Played</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="ready" pt="lg">
            <Stack gap={40}>
              {lastUsed ? <PushOffer /> : null}
              {lastUsed ? (
                <CardSection title={t`Just played`}>
                  <PlayedCardRow card={lastUsed} />
                </CardSection>
              ) : null}
              <CardSection title={t`Available Cards`}>{readyCards()}</CardSection>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="played" pt="lg">
            <CardSection title={t`Used Cards`}>{playedCards()}</CardSection>
          </Tabs.Panel>
        </Tabs>
        <LoadMoreButton
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          fetchNextPage={fetchNextPage}
          failure={cardMessages.cardsFailed}
        />
      </Stack>
    )
  }

  /** The list item of the notification's card: ringed, and where focus and the scroll go. */
  function openedProps(card: OwnedCard) {
    if (card !== opened) return {}
    return {
      ref: openedItem,
      className: classes.opened,
      tabIndex: -1,
      'data-opened-use': card.useId ?? '',
      'aria-current': 'true' as const,
    }
  }

  function readyCards() {
    if (available.length === 0 && hasNextPage) return <Text c="dimmed">{i18n._(NONE_LOADED_YET)}</Text>
    if (available.length === 0)
      return (
        <Text c="dimmed">
          <Trans>
            You have used all your cards.{' '}
            <Anchor component={Link} to={paths.market}>
              Find more in Trending Cards.
            </Anchor>
          </Trans>
        </Text>
      )
    return (
      <CardGrid label={t`Available Cards`}>
        {available.map((card) => (
          <li key={card.transactionId} {...openedProps(card)}>
            <AvailableCardTile
              card={card}
              pending={pending.has(card.transactionId)}
              cooldown={cooldowns.secondsLeft(card)}
              onUse={open}
            />
          </li>
        ))}
      </CardGrid>
    )
  }

  function playedCards() {
    if (used.length === 0)
      return (
        <Text c="dimmed">
          {hasNextPage
            ? i18n._(NONE_LOADED_YET)
            : t`Cards you use show here, with where each one is on the stream.`}
        </Text>
      )
    return (
      <SimpleGrid
        component="ul"
        aria-label={t`Used Cards`}
        cols={{ base: 1, md: 2 }}
        spacing="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {used.map((card) => (
          <li key={card.transactionId} {...openedProps(card)}>
            <PlayedCardRow card={card} />
          </li>
        ))}
      </SimpleGrid>
    )
  }

  return (
    <PageSection title={t`My Cards`} description={t`Cards you own, ready to use on a stream.`}>
      <MyCommunityCards />
      <QueryState query={cardsQuery} loading={cardMessages.loadingCards} error={cardMessages.cardsFailed}>
        {() => content()}
      </QueryState>
      <UseCardDialog
        card={chosen?.card ?? null}
        streamLive={(chosenNow ?? chosen?.card)?.streamLive ?? false}
        opened={chosen?.opened ?? false}
        busy={isUsing}
        refusal={refusal}
        cooldown={chosen ? cooldowns.secondsLeft(chosen.card) : 0}
        draft={chosen ? drafts[chosen.card.transactionId] : undefined}
        onUse={(card, edits) => void use(card, edits)}
        onEdit={(edits) => {
          setRefusal(null)
          if (chosen) setDrafts((current) => ({ ...current, [chosen.card.transactionId]: edits }))
        }}
        onCancel={close}
        returnFocus={!justUsed}
        onClosed={() => {
          if (justUsed) readyTab.current?.focus()
        }}
      />
    </PageSection>
  )
}

function CountBadge({ count }: { count: number }) {
  return (
    <Badge variant="light" radius="sm" aria-label={plural(count, { one: '# card', other: '# cards' })}>
      {count}
    </Badge>
  )
}

interface CardSectionProps {
  title: string
  children: ReactNode
}

function CardSection({ title, children }: CardSectionProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} fz="h4" mb="sm" id={headingId}>
        {title}
      </Title>
      {children}
    </section>
  )
}
