import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Avatar, Badge, Button, Card, Group, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { streamMessages } from '../../../contract/stream'
import type { Streamer } from '../../../contract/streamers'
import { useLabel } from '../../lib/use-label'

interface StreamerTileProps {
  streamer: Streamer
  onShowCards: () => void
}

/** Only http(s) links become anchors: a stored link is user text. */
const safeLink = (link: string) => (/^https?:\/\//i.test(link) ? link : null)

export function StreamerTile({ streamer, onShowCards }: StreamerTileProps) {
  const { t } = useLingui()
  const show = useLabel()
  const titleId = useId()
  // Public answers carry no email address: a streamer is known by their username.
  const name = streamer.username
  const youtube = safeLink(streamer.youtubeLink)
  const instagram = safeLink(streamer.instagramLink)
  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="lg" padding="lg" h="100%">
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar src={streamer.avatar || null} name={name} color="initials" size={56} radius="xl" alt="" />
        <Title order={3} fz="lg" id={titleId} miw={0} style={{ overflowWrap: 'anywhere' }} lineClamp={2}>
          {name}
        </Title>
        {streamer.live ? (
          <Badge color="teal" variant="light" size="sm" style={{ flex: 'none' }} data-live>
            {show(streamMessages.liveNow)}
          </Badge>
        ) : null}
        {streamer.plan === 'pro' ? (
          // i18n-ignore: Creator Pro's name, a brand in Hindi too
          <Badge color="grape" variant="filled" size="sm" style={{ flex: 'none' }} title="Creator Pro">
            {/* i18n-ignore: Creator Pro's name */}
            Pro
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" mt="md" lineClamp={3} style={{ overflowWrap: 'anywhere', flex: 1 }}>
        {streamer.description || t`This streamer has not written a bio yet.`}
      </Text>
      {youtube || instagram ? (
        <Group gap="md" mt="sm">
          {youtube ? (
            <Anchor href={youtube} target="_blank" rel="noopener noreferrer" size="sm">
              {/* i18n-ignore: a brand */}
              YouTube
            </Anchor>
          ) : null}
          {instagram ? (
            <Anchor href={instagram} target="_blank" rel="noopener noreferrer" size="sm">
              {/* i18n-ignore: a brand */}
              Instagram
            </Anchor>
          ) : null}
        </Group>
      ) : null}
      <Button mt="md" variant="light" onClick={onShowCards} aria-label={t`Show Cards of ${name}`}>
        <Trans>Show Cards</Trans>
      </Button>
    </Card>
  )
}
