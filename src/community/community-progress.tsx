// A community card's progress: the card, a bar of what was given of the goal, the biggest
// contributors (named as the stream may show them) and the countdown to the deadline on the server's
// clock. Shown on a streamer's page, My Cards and the Live page.
import { Badge, Group, Image, Progress, Stack, Text } from '@mantine/core'
import type { CommunityCard } from '../../contract/community'
import { COMMUNITY_STATUS_LABELS, progressPercent } from '../../contract/community-progress'
import { formatCountdown } from '../../contract/marathon-clock'
import { formatRupees } from '../../contract/money'
import { useCountdown } from '../lib/server-clock'

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
              <Text ff="monospace" fw={700} aria-label="Time left">
                {formatCountdown(left)}
              </Text>
            ) : (
              <Badge color={community.status === 'funded' ? 'green' : 'gray'}>
                {COMMUNITY_STATUS_LABELS[community.status]}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            by {community.streamer.username}
          </Text>
        </Stack>
      </Group>
      <Progress
        value={percent}
        size="lg"
        radius="xl"
        color={community.status === 'funded' ? 'green' : 'blue'}
        aria-label={`${formatRupees(community.pledged)} of ${formatRupees(community.goal)} goal`}
      />
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {formatRupees(community.pledged)} of {formatRupees(community.goal)}
        </Text>
        <Text size="sm" c="dimmed">
          {community.contributors === 1 ? '1 contributor' : `${community.contributors} contributors`}
        </Text>
      </Group>
      {community.top.length > 0 ? (
        <Text size="sm" c="dimmed" aria-label="Top contributors">
          {community.top.map((top) => `${top.name} ${formatRupees(top.amount)}`).join(' · ')}
        </Text>
      ) : open ? (
        <Text size="sm" c="dimmed">
          Be the first to chip in.
        </Text>
      ) : null}
      {community.you ? <Text size="sm">You chipped in {formatRupees(community.you.pledged)}.</Text> : null}
    </Stack>
  )
}
