// One card as every list shows it (rarity, image, title, description, categories,
// price in rupees, streamer name or email). User text is rendered as text, never as HTML. In a compact
// grid (the market) a phone shows the small tile (image, title, price, rarity, streamer) and the rest
// on tap, which 'Details ›' under it says.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Card, Group, Image, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { type ReactNode, useId } from 'react'
import type { Card as CardData } from '../../../contract/cards'
import { CardDetails } from './card-details'
import { useCompactGrid } from './card-grid'
import { cardImageSrc } from './card-image'
import { useCategoryLabel } from './card-labels'
import { formatCardPrice } from './card-price'
import classes from './card-tile.module.css'
import { RarityBadge } from './rarity-badge'

export interface CardTileProps {
  card: CardData
  /** Badges over the image's top-right corner (FREE, USED…). */
  badges?: ReactNode
  /** A control in the tile's header row, such as a delete button. */
  headerAction?: ReactNode
  /** The buttons at the foot of the tile. */
  children?: ReactNode
  /** A placeholder of the final size while the list loads (see `CardTileSkeleton`). */
  skeleton?: boolean
  /**
   * The title's heading level: 2 right under a page's h1 (the market, a streamer's cards), 3 inside a
   * page's own sections (My Cards' 'Available Cards'). Headings go down one at a time.
   */
  titleOrder?: 2 | 3
}

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ')

export function CardTile({
  card,
  badges,
  headerAction,
  children,
  skeleton = false,
  titleOrder = 2,
}: CardTileProps) {
  const { t } = useLingui()
  const categoryLabel = useCategoryLabel()
  const titleId = useId()
  const compact = useCompactGrid()
  const [detailsOpened, details] = useDisclosure(false)
  const streamer = card.creatorName || card.streamerEmailId
  const title = card.cardTitle
  // In skeleton mode each block keeps its box and shows a shimmer instead of its text.
  const shimmer = skeleton && classes.shimmer
  return (
    <>
      <Card
        component="article"
        aria-labelledby={titleId}
        // Found by a page that brings its visitor back to this card (src/buying/use-resume-purchase.ts).
        data-card-id={skeleton ? undefined : card._id}
        withBorder
        radius="lg"
        // A compact tile narrows its padding on phones (a class cannot beat Mantine's inline variable).
        padding={compact ? 'var(--tile-padding)' : 'md'}
        className={join(classes.tile, compact && classes.compact)}
      >
        <Card.Section className={classes.media}>
          {skeleton ? (
            <div className={join(classes.image, shimmer)} />
          ) : (
            <Image
              src={cardImageSrc(card.imageUrl)}
              alt=""
              className={classes.image}
              fallbackSrc="/cards/preset-1.svg"
            />
          )}
          <div className={classes.overlayStart}>{skeleton ? null : <RarityBadge rarity={card.rarity} />}</div>
          {badges ? <div className={classes.overlayEnd}>{badges}</div> : null}
        </Card.Section>

        <Stack gap={6} mt="sm" style={{ flex: 1 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Title
              order={titleOrder}
              size="h3"
              fz={compact ? undefined : 'lg'}
              id={titleId}
              className={join(classes.text, classes.title, shimmer)}
              lineClamp={2}
            >
              {card.cardTitle}
            </Title>
            {headerAction}
          </Group>
          <Text
            size="sm"
            c="dimmed"
            className={join(classes.text, classes.description, shimmer)}
            lineClamp={compact ? 3 : 4}
          >
            {card.description}
          </Text>
          {card.category.length > 0 || compact ? (
            <Group gap={6} aria-label={t`Categories`} className={join(classes.categories, shimmer)}>
              {card.category.map((category) => (
                <Badge key={category} variant="light" size="sm" radius="sm">
                  {categoryLabel(category)}
                </Badge>
              ))}
            </Group>
          ) : null}
        </Stack>

        <Group
          justify="space-between"
          align="flex-end"
          mt="md"
          gap="xs"
          wrap="nowrap"
          className={classes.footer}
        >
          <Text fw={800} size="xl" className={join(classes.price, shimmer)}>
            {formatCardPrice(card.price)}
          </Text>
          <Text
            size="xs"
            c="dimmed"
            ta="right"
            className={join(classes.text, classes.streamer, shimmer)}
            lineClamp={1}
            title={streamer}
          >
            <Trans>by {streamer}</Trans>
          </Text>
        </Group>
        {compact ? (
          // In skeleton mode too, so that the placeholder keeps the final tile's height.
          <Text size="xs" className={join(classes.detailsHint, shimmer)} aria-hidden>
            <Trans>Details ›</Trans>
          </Text>
        ) : null}
        {compact && !skeleton ? (
          <UnstyledButton
            className={classes.detailsButton}
            onClick={details.open}
            aria-label={t`Details: ${title}`}
            aria-haspopup="dialog"
          />
        ) : null}
        {children ? (
          <Group mt="sm" gap="xs" grow className={classes.actions}>
            {children}
          </Group>
        ) : null}
      </Card>
      {compact && !skeleton ? (
        <CardDetails card={card} opened={detailsOpened} onClose={details.close}>
          {children}
        </CardDetails>
      ) : null}
    </>
  )
}
