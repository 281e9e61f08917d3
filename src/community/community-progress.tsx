// A community card's progress: the card, a bar of what was given of the goal, the biggest
// contributors (named as the stream may show them) and the countdown to the deadline on the server's
// clock. Shown on a streamer's page, My Cards and the Live page.
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Badge, Group, Image, Progress, Stack, Text } from '@mantine/core'
import type { CommunityCard } from '../../contract/community'
import { COMMUNITY_STATUS_LABELS, progressPercent } from '../../contract/community-progress'
import { formatCountdown } from '../../contract/marathon-clock'
import { formatRupees } from '../../contract/money'
import { useCountdown } from '../lib/server-clock'
import { useLabel, useStreamName } from '../lib/use-label'

export function CommunityProgress({
  community,
  clockOffsetMs,
}: {
  community: CommunityCard
  clockOffsetMs: number
}) {
  const open = community.status === 'open'
  const left = useCountdown(open ? community.endsAt : null, clockOffsetMs)
  const percent = progressPercent(community.pledged, community.goal)
  const { t } = useLingui()
  const show = useLabel()
  const streamName = useStreamName()
  const pledged = formatRupees(community.pledged)
  const goal = formatRupees(community.goal)
  const streamer = community.streamer.username
  const yours = community.you ? formatRupees(community.you.pledged) : ''
  return (
    <Stack gap="xs" data-community={community.status}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Image src={community.card.imageUrl} alt="" w={56} h={56} radius="md" fit="cover" />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text fw={700} truncate>
              {community.card.title}
            </Text>
            {open ? (
              <Text ff="monospace" fw={700} aria-label={t`Time left`}>
                {formatCountdown(left)}
              </Text>
            ) : (
              <Badge color={community.status === 'funded' ? 'green' : 'gray'}>
                {show(COMMUNITY_STATUS_LABELS[community.status])}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            <Trans>by {streamer}</Trans>
          </Text>
        </Stack>
      </Group>
      <Progress
        value={percent}
        size="lg"
        radius="xl"
        color={community.status === 'funded' ? 'green' : 'blue'}
        aria-label={t`${pledged} of ${goal} goal`}
      />
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          <Trans>
            {pledged} of {goal}
          </Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Plural value={community.contributors} one="# contributor" other="# contributors" />
        </Text>
      </Group>
      {community.top.length > 0 ? (
        <Text size="sm" c="dimmed" aria-label={t`Top contributors`}>
          {community.top.map((top) => `${streamName(top.name)} ${formatRupees(top.amount)}`).join(' · ')}
        </Text>
      ) : open ? (
        <Text size="sm" c="dimmed">
          <Trans>Be the first to chip in.</Trans>
        </Text>
      ) : null}
      {community.you ? (
        <Text size="sm">
          <Trans>You chipped in {yours}.</Trans>
        </Text>
      ) : null}
    </Stack>
  )
}
