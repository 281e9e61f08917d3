// One use as the Live page lists it: the card's picture, the text that shows (or would), who used it,
// the subscriber badge of a viewer who subscribes to the streamer, and, when the viewer edited the
// text, the card's own title beside it.
import { Trans } from '@lingui/react/macro'
import { Badge, Group, Image, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { StreamUse } from '../../../../contract/stream'
import { subscriberLabel } from '../../../../contract/subscriber-label'
import { cardImageSrc } from '../../../components/cards/card-image'
import { useLabel, useStreamName } from '../../../lib/use-label'

interface UseSummaryProps {
  use: StreamUse
  /** Under the viewer's name: a time, a status. */
  detail?: ReactNode
  /** Show the description too (held uses: the streamer reads all of it before approving). */
  withDescription?: boolean
}

export function UseSummary({ use, detail, withDescription = false }: UseSummaryProps) {
  const show = useLabel()
  const viewer = useStreamName()(use.viewer)
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: 1 }}>
      {use.imageUrl ? (
        <Image
          src={cardImageSrc(use.imageUrl)}
          alt=""
          w={44}
          h={44}
          radius="sm"
          fit="cover"
          style={{ flex: 'none' }}
        />
      ) : null}
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {use.title}
        </Text>
        {withDescription && use.description ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {use.description}
          </Text>
        ) : null}
        {use.viewerText && use.title !== use.cardTitle ? (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <Trans>Card’s own title: {use.cardTitle}</Trans>
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          <Trans>Used by {viewer}</Trans>
          {detail ? <> · {detail}</> : null}
        </Text>
        {use.subscriber ? (
          <Badge
            color={use.subscriber.badgeColour ?? undefined}
            variant="light"
            size="sm"
            w="fit-content"
            data-subscriber
          >
            {use.subscriber.tier} · {show(subscriberLabel(use.subscriber))}
          </Badge>
        ) : null}
      </Stack>
    </Group>
  )
}
