// On a streamer's page: their open community card, its bar read again every few seconds, and 'Chip in'
// with any whole amount of at least ₹10 (the streamer sees Cancel instead). Nothing when there is none.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { COMMUNITY_LIMITS, type CommunityCard, communityMessages } from '../../contract/community'
import { formatRupees } from '../../contract/money'
import { SimulatedCheckoutDialog } from '../buying/simulated-checkout-dialog'
import { ConfirmDialog } from '../components/confirm-dialog'
import { WholeNumberInput } from '../components/whole-number-input'
import { notify } from '../lib/notify'
import { COMMUNITY_POLL_MS, useCancelCommunityMutation, useGetLiveCommunityQuery } from './community-api'
import { CommunityProgress } from './community-progress'
import { useChipIn } from './use-chip-in'

export function LiveCommunityCard({
  streamerId,
  own,
  titled = true,
}: {
  streamerId: string
  own: boolean
  /** False inside a section that names it already (the Live page's). */
  titled?: boolean
}) {
  const { data } = useGetLiveCommunityQuery(streamerId, {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
    pollingInterval: COMMUNITY_POLL_MS,
  })
  if (!data?.community) return null
  const content = (
    <>
      <CommunityProgress community={data.community} clockOffsetMs={data.clockOffsetMs} />
      {own ? <CancelCommunity community={data.community} /> : <ChipInForm community={data.community} />}
    </>
  )
  if (!titled) return <Stack gap="sm">{content}</Stack>
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="community-card-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="community-card-title">
            Community card
          </Title>
          <Text size="sm" c="dimmed">
            Chip in together: reach the goal before the time runs out and the card goes on stream, credited to
            everyone who chipped in. Short of it, every rupee comes back.
          </Text>
        </div>
        {content}
      </Stack>
    </Card>
  )
}

function ChipInForm({ community }: { community: CommunityCard }) {
  const [amount, setAmount] = useState<number | ''>(COMMUNITY_LIMITS.pledge.min)
  const { chipIn, paying, checkoutDialog } = useChipIn()
  const { min, max } = COMMUNITY_LIMITS.pledge
  const valid = typeof amount === 'number' && Number.isInteger(amount) && amount >= min && amount <= max
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (valid) void chipIn(community, amount)
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <WholeNumberInput
          label="Amount (₹)"
          limits={COMMUNITY_LIMITS.pledge}
          value={amount}
          onChange={(value) => setAmount(typeof value === 'number' ? value : '')}
          error={amount !== '' && !valid ? `Any whole amount of at least ₹${min}.` : undefined}
          style={{ flex: '1 1 8rem' }}
        />
        <Button type="submit" loading={paying} disabled={!valid}>
          {valid ? `${communityMessages.chipIn} ${formatRupees(amount)}` : communityMessages.chipIn}
        </Button>
      </Group>
      {checkoutDialog ? <SimulatedCheckoutDialog {...checkoutDialog} /> : null}
    </form>
  )
}

function CancelCommunity({ community }: { community: CommunityCard }) {
  const [cancel, { isLoading }] = useCancelCommunityMutation()
  const [asking, setAsking] = useState(false)
  return (
    <>
      <Button variant="default" color="red" onClick={() => setAsking(true)} w="fit-content">
        Cancel and refund everyone
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Cancel this community card?"
        confirmLabel="Cancel and refund"
        cancelLabel="Keep it"
        color="red"
        destructive
        loading={isLoading}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          try {
            const answer = await cancel(community.id).unwrap()
            notify.success(answer.message ?? communityMessages.cancelled)
          } catch {
            notify.error(communityMessages.cancelTooLate)
          } finally {
            setAsking(false)
          }
        }}
      >
        Every contribution is refunded in full.
      </ConfirmDialog>
    </>
  )
}
