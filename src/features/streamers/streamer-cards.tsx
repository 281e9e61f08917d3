// One streamer's cards, on /streamers/cards and on their public page /s/<username>: 'Buy Now' or, at
// price 0, 'Get free'; above the cards, the streamer's subscription tiers with Subscribe
// (src/subscriptions/streamer-tiers.tsx), and, signed in, their live auction if one takes bids
// (src/auctions/live-auction-banner.tsx) and what would hold a use back. Open to everyone: signed
// out, Buy and Subscribe ask for an account first and come back here (src/lib/sign-up-first.ts).
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Stack } from '@mantine/core'
import { useCallback, useEffect } from 'react'
import { Link } from 'react-router'
import { cardMessages } from '../../../contract/card-messages'
import { isFree } from '../../../contract/money'
import { paths, streamerPagePath } from '../../../contract/paths'
import { streamMessages } from '../../../contract/stream'
import { useGetStreamerCardsQuery } from '../../api/cards-api'
import { useGetUseReadinessQuery } from '../../api/use-readiness-api'
import { LiveAuctionBanner } from '../../auctions/live-auction-banner'
import { BuyButton, OfflineBuyingNote } from '../../buying/buy-button'
import { PurchaseDialogs } from '../../buying/purchase-dialogs'
import { useBuyCard } from '../../buying/use-buy-card'
import { useResumePurchase } from '../../buying/use-resume-purchase'
import { LiveCommunityCard } from '../../community/live-community-card'
import { CardGrid } from '../../components/cards/card-grid'
import { CardListSkeleton } from '../../components/cards/card-list-skeleton'
import { CardTile } from '../../components/cards/card-tile'
import { EmptyNote } from '../../components/empty-note'
import { PageSection } from '../../components/page-section'
import { LoadError } from '../../components/query-state'
import { StreamLiveState } from '../../components/stream-live-state'
import { notify } from '../../lib/notify'
import { usePageTitle } from '../../lib/page-title'
import { useIsLoggedIn, useSession } from '../../lib/session-slice'
import { useLabel } from '../../lib/use-label'
import { cardBadges } from '../../subscriptions/card-lock-badge'
import { STREAMER_TIERS_ID, StreamerTiers } from '../../subscriptions/streamer-tiers'
import { SubscriberCardAction } from '../../subscriptions/subscriber-card-action'
import { useAllowanceClaim } from '../../subscriptions/use-allowance-claim'
import { useCardPerks } from '../../subscriptions/use-card-perks'
import { ShareStreamerLink } from './share-streamer-link'
import { useGetStreamerQuery } from './streamers-api'
import { UseWaitNote } from './use-wait-note'

export function StreamerCards({ streamerId }: { streamerId: string }) {
  const { t } = useLingui()
  // The contract's words (cardMessages, streamMessages) in the app's language.
  const show = useLabel()
  const { data, isError, refetch } = useGetStreamerCardsQuery(streamerId)
  // The name, and whether the stream is on now, from a fresh read.
  const { streamer } = useGetStreamerQuery(streamerId, {
    refetchOnMountOrArgChange: true,
    selectFromResult: ({ data: answer }) => ({ streamer: answer?.streamers[0] }),
  })
  const loggedIn = useIsLoggedIn()
  const { user } = useSession()
  // A signed-out Buy returns to the streamer's public page: /streamers/cards needs its navigation state.
  const buy = useBuyCard({ returnPath: streamer ? streamerPagePath(streamer.username) : undefined })
  const perksOf = useCardPerks()
  const claim = useAllowanceClaim()
  const showTiers = useCallback(() => {
    const tiers = document.getElementById(STREAMER_TIERS_ID)
    tiers?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    tiers?.focus({ preventScroll: true })
  }, [])
  const cards = data?.cards ?? []
  // Before Buy: a card inside a cooldown, or too many of the viewer's cards already waiting here.
  const readiness = useGetUseReadinessQuery(streamerId, { refetchOnMountOrArgChange: true, skip: !loggedIn })
  const { refetch: refetchReadiness } = readiness
  const readAgain = useCallback(() => void refetchReadiness(), [refetchReadiness])
  const readAt = readiness.fulfilledTimeStamp ?? 0
  const usableAt = new Map(
    (readiness.data?.cards ?? []).map((entry) => [entry.cardId, readAt + entry.usableInSeconds * 1000]),
  )
  const waitingFull = readiness.data ? readiness.data.waitingUses >= readiness.data.waitingLimit : false

  useEffect(() => {
    if (isError) notify.error(cardMessages.cardsFailed, 'streamer-cards-failed')
  }, [isError])
  // Back from signing up at Buy: that card's question again.
  useResumePurchase(data?.cards, buy.ask)

  function content() {
    if (!data) {
      return isError ? (
        <LoadError message={cardMessages.cardsFailed} onRetry={() => void refetch()} />
      ) : (
        <CardListSkeleton status={cardMessages.loadingCards} />
      )
    }
    if (cards.length === 0) {
      return (
        <EmptyNote title={t`No cards yet`}>
          <Trans>This streamer has not published any cards yet.</Trans>
        </EmptyNote>
      )
    }
    return (
      <CardGrid label={t`Cards`} compact>
        {cards.map((card) => {
          const free = isFree(card.price)
          const action = free ? show(cardMessages.getFree) : t`Buy Now`
          const waitUntil = usableAt.get(card._id)
          const noteId = `use-wait-${card._id}`
          return (
            <li key={card._id}>
              <CardTile card={card} badges={cardBadges(card)}>
                <Stack gap={0}>
                  <SubscriberCardAction
                    card={card}
                    perks={perksOf(card)}
                    claim={claim}
                    onUnlock={showTiers}
                    offline={buy.offline}
                  >
                    <BuyButton
                      card={card}
                      buy={buy}
                      color={free ? 'teal' : undefined}
                      label={action}
                      ariaLabel={`${action}: ${card.cardTitle}`}
                      describedBy={waitUntil ? noteId : undefined}
                    />
                  </SubscriberCardAction>
                  {waitUntil ? <UseWaitNote id={noteId} usableAt={waitUntil} onOver={readAgain} /> : null}
                </Stack>
              </CardTile>
            </li>
          )
        })}
      </CardGrid>
    )
  }

  const name = streamer?.username
  const title = name ? t`${name}'s Cards` : t`Streamer Cards`
  usePageTitle(title)
  return (
    <PageSection
      title={title}
      description={name ? t`Cards published by ${name}.` : t`Cards published by this streamer.`}
    >
      <Stack gap="lg">
        <Anchor component={Link} to={paths.streamers} size="sm" w="fit-content">
          <Trans>← All streamers</Trans>
        </Anchor>
        {streamer ? <ShareStreamerLink username={streamer.username} own={user?._id === streamerId} /> : null}
        {streamer ? <StreamLiveState live={readiness.data?.live ?? streamer.live} /> : null}
        {waitingFull && readiness.data ? (
          <Alert color="yellow" variant="light" role="status" data-waiting-full>
            {show(streamMessages.waitingFull(readiness.data.waitingUses))}
          </Alert>
        ) : null}
        <OfflineBuyingNote offline={buy.offline} />
        {loggedIn ? <LiveAuctionBanner streamerId={streamerId} /> : null}
        {loggedIn ? <LiveCommunityCard streamerId={streamerId} own={user?._id === streamerId} /> : null}
        {name ? <StreamerTiers streamerId={streamerId} streamerName={name} /> : null}
        {content()}
      </Stack>
      <PurchaseDialogs {...buy.dialogs} />
      {claim.dialog}
    </PageSection>
  )
}
