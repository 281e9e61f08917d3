// One card as every list shows it (spec section 2: rarity, image, title, description, categories,
// price in rupees, streamer name or email). User text is rendered as text, never as HTML.
import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core'
import { type ReactNode, useId } from 'react'
import type { Card as CardData } from '../../contract/cards'
import { formatRupees } from '../../contract/money'
import classes from './card-tile.module.css'
import { RarityBadge } from './rarity-badge'

interface CardTileProps {
  card: CardData
  /** Badges over the image's top-right corner (FREE, USED…). */
  badges?: ReactNode
  /** A control in the tile's header row, such as a delete button. */
  headerAction?: ReactNode
  /** The buttons at the foot of the tile. */
  children?: ReactNode
  /** Dims the tile, for used cards. */
  muted?: boolean
}

export function CardTile({ card, badges, headerAction, children, muted }: CardTileProps) {
  const titleId = useId()
  const streamer = card.creatorName || card.streamerEmailId
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      padding="md"
      className={classes.tile}
      style={muted ? { opacity: 0.75 } : undefined}
    >
      <Card.Section className={classes.media}>
        <Image src={card.imageUrl} alt="" className={classes.image} fallbackSrc="/cards/preset-1.svg" />
        <div className={classes.overlayStart}>
          <RarityBadge rarity={card.rarity} />
        </div>
        {badges ? <div className={classes.overlayEnd}>{badges}</div> : null}
      </Card.Section>

      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} fz="lg" id={titleId} className={classes.text} lineClamp={2}>
            {card.cardTitle}
          </Title>
          {headerAction}
        </Group>
        <Text size="sm" c="dimmed" className={classes.text} lineClamp={4}>
          {card.description}
        </Text>
        {card.category.length > 0 ? (
          <Group gap={6} aria-label="Categories">
            {card.category.map((category) => (
              <Badge key={category} variant="light" size="sm" radius="sm">
                {category}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>

      <Group justify="space-between" align="flex-end" mt="md" gap="xs" wrap="nowrap">
        <Text fw={800} fz="xl">
          {formatRupees(card.price)}
        </Text>
        <Text size="xs" c="dimmed" ta="right" className={classes.text} lineClamp={1} title={streamer}>
          by {streamer}
        </Text>
      </Group>
      {children ? (
        <Group mt="sm" gap="xs" grow>
          {children}
        </Group>
      ) : null}
    </Card>
  )
}
