// 'Subscription tiers' on a creator's Profile: the tiers they offer (up to SUBSCRIPTION_TIER_LIMIT),
// added and changed in TierFormDialog, retired after a question. Offering or changing a tier needs
// Creator Pro (the server's rule too); a streamer whose Pro ended still sees and may retire theirs.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import { SUBSCRIPTION_TIER_LIMIT } from '../../contract/constants'
import { formatRupees } from '../../contract/money'
import { allowanceText } from '../../contract/subscriber-cards'
import { offeredTiers, type Tier, tierMessages } from '../../contract/subscriptions'
import { ConfirmDialog } from '../components/confirm-dialog'
import { Panel } from '../components/panel'
import { LoadError, LoadingNote } from '../components/query-state'
import { describeFailure, serverMessage } from '../lib/api-error'
import { notify } from '../lib/notify'
import { useDates } from '../lib/use-dates'
import { useLabel } from '../lib/use-label'
import { TierBadge } from './tier-badge'
import { TierFormDialog } from './tier-form-dialog'
import { useGetMyTiersQuery, useRetireTierMutation } from './tiers-api'

export function TiersPanel({ isPro }: { isPro: boolean }) {
  const { t } = useLingui()
  const show = useLabel()
  const dates = useDates()
  const query = useGetMyTiersQuery()
  const [retire, retiring] = useRetireTierMutation()
  const [editing, setEditing] = useState<{ tier: Tier | null } | null>(null)
  const [retiringTier, setRetiringTier] = useState<Tier | null>(null)

  const tiers = query.data?.tiers ?? []
  const offered = offeredTiers(tiers)
  const retired = tiers.filter((tier) => tier.retiredAt !== null)
  const full = offered.length >= SUBSCRIPTION_TIER_LIMIT
  const offeredCount = offered.length
  const retiredList = retired.map((tier) => `${tier.name} (${dates.date(tier.retiredAt ?? '')})`).join(', ')
  const retiringName = retiringTier?.name

  async function confirmRetire() {
    if (!retiringTier) return
    try {
      notify.success((await retire(retiringTier.id).unwrap()).message)
    } catch (error) {
      notify.error(serverMessage(describeFailure(error)) ?? show(tierMessages.retireFailed))
    } finally {
      setRetiringTier(null)
    }
  }

  let body: ReactNode
  if (query.isError && !query.data) {
    body = <LoadError message={show(tierMessages.fetchFailed)} onRetry={() => void query.refetch()} />
  } else if (!query.data) {
    body = <LoadingNote label={show(tierMessages.loading)} />
  } else {
    body = (
      <Stack gap="sm">
        {offered.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="no-tiers">
            <Trans>You offer no tiers yet.</Trans>
          </Text>
        ) : (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Your tiers`}>
            {offered.map((tier) => (
              <TierRow
                key={tier.id}
                tier={tier}
                canChange={isPro}
                onEdit={() => setEditing({ tier })}
                onRetire={() => setRetiringTier(tier)}
              />
            ))}
          </Stack>
        )}
        {retired.length > 0 ? (
          <Text size="xs" c="dimmed">
            <Trans>Retired: {retiredList}</Trans>
          </Text>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed">
            {!isPro
              ? show(tierMessages.proNeeded)
              : full
                ? show(tierMessages.limitReached)
                : t`${offeredCount} of ${SUBSCRIPTION_TIER_LIMIT} tiers.`}
          </Text>
          <Button onClick={() => setEditing({ tier: null })} disabled={!isPro || full}>
            <Trans>Add tier</Trans>
          </Button>
        </Group>
      </Stack>
    )
  }

  return (
    <Panel
      title={t`Subscription tiers`}
      description={t`Monthly tiers for your audience: a price, what subscribers get, and how many of your cards they take free each month.`}
    >
      {body}
      <TierFormDialog
        tier={editing?.tier ?? null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        opened={retiringTier !== null}
        title={retiringTier ? t`Retire ${retiringName}?` : t`Retire this tier?`}
        confirmLabel={t`Retire tier`}
        destructive
        loading={retiring.isLoading}
        onConfirm={() => void confirmRetire()}
        onCancel={() => setRetiringTier(null)}
      >
        <Trans>
          No one new can subscribe to it. Its subscribers keep it to the end of the month they paid for; it
          cannot be offered again.
        </Trans>
      </ConfirmDialog>
    </Panel>
  )
}

interface TierRowProps {
  tier: Tier
  canChange: boolean
  onEdit: () => void
  onRetire: () => void
}

function TierRow({ tier, canChange, onEdit, onRetire }: TierRowProps) {
  const { t } = useLingui()
  const show = useLabel()
  const name = tier.name
  const price = formatRupees(tier.price)
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={tier.name}>
      <Group justify="space-between" align="flex-start" gap="sm">
        {/* Narrow screens: the buttons wrap below the details rather than squeeze them. */}
        <Stack gap={4} style={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Group gap="xs">
            <TierBadge tier={tier} />
            <Text fw={700}>
              <Trans>{price} / month</Trans>
            </Text>
          </Group>
          <Text size="sm">{show(allowanceText(tier.monthlyAllowance))}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {tier.perks}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            onClick={onEdit}
            disabled={!canChange}
            aria-label={t`Change ${name}`}
          >
            <Trans>Change</Trans>
          </Button>
          <Button variant="subtle" color="red" size="xs" onClick={onRetire} aria-label={t`Retire ${name}`}>
            <Trans>Retire</Trans>
          </Button>
        </Group>
      </Group>
    </Paper>
  )
}
