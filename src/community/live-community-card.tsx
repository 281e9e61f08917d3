// On a streamer's page: their open community card, its bar read again every few seconds, and 'Chip in'
// with any whole amount of at least ₹10 (the streamer sees Cancel instead). Nothing when there is none.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { COMMUNITY_LIMITS, type CommunityCard, communityMessages } from '../../contract/community'
import { formatRupees } from '../../contract/money'
import { SimulatedCheckoutDialog } from '../buying/simulated-checkout-dialog'
import { ConfirmDialog } from '../components/confirm-dialog'
import { WholeNumberInput } from '../components/whole-number-input'
import { notify } from '../lib/notify'
import { useLabel } from '../lib/use-label'
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
            <Trans>Community card</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              Chip in together: reach the goal before the time runs out and the card goes on stream, credited
              to everyone who chipped in. Short of it, every rupee comes back.
            </Trans>
          </Text>
        </div>
        {content}
      </Stack>
    </Card>
  )
}

function ChipInForm({ community }: { community: CommunityCard }) {
  const { t } = useLingui()
  const show = useLabel()
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
          label={t`Amount (₹)`}
          limits={COMMUNITY_LIMITS.pledge}
          value={amount}
          onChange={(value) => setAmount(typeof value === 'number' ? value : '')}
          error={amount !== '' && !valid ? t`Any whole amount of at least ₹${min}.` : undefined}
          style={{ flex: '1 1 8rem' }}
        />
        <Button type="submit" loading={paying} disabled={!valid}>
          {valid
            ? `${show(communityMessages.chipIn)} ${formatRupees(amount)}`
            : show(communityMessages.chipIn)}
        </Button>
      </Group>
      {checkoutDialog ? <SimulatedCheckoutDialog {...checkoutDialog} /> : null}
    </form>
  )
}

function CancelCommunity({ community }: { community: CommunityCard }) {
  const { t } = useLingui()
  const show = useLabel()
  const [cancel, { isLoading }] = useCancelCommunityMutation()
  const [asking, setAsking] = useState(false)
  return (
    <>
      <Button variant="default" color="red" onClick={() => setAsking(true)} w="fit-content">
        <Trans>Cancel and refund everyone</Trans>
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t`Cancel this community card?`}
        confirmLabel={t`Cancel and refund`}
        cancelLabel={t`Keep it`}
        color="red"
        destructive
        loading={isLoading}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          try {
            const answer = await cancel(community.id).unwrap()
            notify.success(answer.message ?? show(communityMessages.cancelled))
          } catch {
            notify.error(show(communityMessages.cancelTooLate))
          } finally {
            setAsking(false)
          }
        }}
      >
        <Trans>Every contribution is refunded in full.</Trans>
      </ConfirmDialog>
    </>
  )
}
