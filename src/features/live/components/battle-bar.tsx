// A card battle's bar on the Live page, as the overlay draws it: the streamer's side on the left with
// their points, the other's on the right, and a bar split by their shares (half each at 0–0).
import { Trans, useLingui } from '@lingui/react/macro'
import { Group, Progress, Stack, Text } from '@mantine/core'
import { formatPoints, splitPercent } from '../../../../contract/battle-bar'
import type { Battle } from '../../../../contract/battles'

export function BattleBar({ battle }: { battle: Pick<Battle, 'you' | 'them'> }) {
  const { t } = useLingui()
  const { you, them } = battle
  const yourPoints = formatPoints(you.points)
  const theirName = them.username
  const theirPoints = formatPoints(them.points)
  const percent = splitPercent(you.points, them.points)
  return (
    <Stack gap={6} data-testid="battle-bar">
      <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-end">
        <Stack gap={0} miw={0}>
          <Text size="sm" c="dimmed">
            <Trans>You</Trans>
          </Text>
          <Text fw={700} fz="xl" c="violet" data-testid="battle-you">
            {formatPoints(you.points)}
          </Text>
        </Stack>
        <Stack gap={0} miw={0} align="flex-end">
          <Text size="sm" c="dimmed" truncate maw="100%">
            {them.username}
          </Text>
          <Text fw={700} fz="xl" c="orange" data-testid="battle-them">
            {formatPoints(them.points)}
          </Text>
        </Stack>
      </Group>
      <Progress.Root
        size="xl"
        radius="xl"
        role="img"
        aria-label={t`You ${yourPoints}, ${theirName} ${theirPoints}`}
      >
        <Progress.Section value={percent} color="violet" aria-hidden />
        <Progress.Section value={100 - percent} color="orange" aria-hidden />
      </Progress.Root>
    </Stack>
  )
}
