// The whole card in a bottom sheet, for the compact tile of a phone, which shows only the image, the
// title, the price and the rarity. The tile's actions (Buy…) are repeated here; pressing one closes
// the sheet first, so that the confirm dialog does not open on top of it.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Group, Image, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { Card } from '../../../contract/cards'
import { MenuDrawer } from '../menu-drawer'
import { cardImageSrc } from './card-image'
import { useCategoryLabel } from './card-labels'
import { formatCardPrice } from './card-price'
import { RarityBadge } from './rarity-badge'
import { SellerDetails } from './seller-details'

interface CardDetailsProps {
  card: Card
  opened: boolean
  onClose: () => void
  children?: ReactNode
}

export function CardDetails({ card, opened, onClose, children }: CardDetailsProps) {
  const { t } = useLingui()
  const categoryLabel = useCategoryLabel()
  const streamer = card.creatorName || card.streamerEmailId
  return (
    <MenuDrawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      radius="lg"
      title={card.cardTitle}
      closeLabel={t`Close details`}
      // As tall as its content (Mantine's bottom drawer otherwise takes a fixed height), and as wide as
      // the screen: without a width, the auto-sized sheet shrinks to its content at the left.
      styles={{
        content: { flex: '0 0 auto', height: 'auto', width: '100%' },
        title: { fontWeight: 700, overflowWrap: 'anywhere' },
      }}
    >
      <Stack gap="sm">
        <Image
          src={cardImageSrc(card.imageUrl)}
          alt=""
          radius="md"
          mah={200}
          fit="cover"
          fallbackSrc="/cards/preset-1.svg"
        />
        <Group gap={6}>
          <RarityBadge rarity={card.rarity} />
          {card.category.map((category) => (
            <Badge key={category} variant="light" radius="sm">
              {categoryLabel(category)}
            </Badge>
          ))}
        </Group>
        <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{card.description}</Text>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={800} fz="xl">
            {formatCardPrice(card.price)}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={1} title={streamer} style={{ overflowWrap: 'anywhere' }}>
            <Trans>by {streamer}</Trans>
          </Text>
        </Group>
        <SellerDetails card={card} />
        {children ? (
          // Catches the click of the buttons inside (Enter and Space on them arrive as clicks too).
          <Group grow gap="xs" onClickCapture={onClose}>
            {children}
          </Group>
        ) : null}
      </Stack>
    </MenuDrawer>
  )
}
