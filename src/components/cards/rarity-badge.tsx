import { Badge, type MantineColor } from '@mantine/core'
import type { Rarity } from '../../../contract/constants'
import { useRarityLabel } from './card-labels'

const rarityColor: Record<Rarity, MantineColor> = {
  Common: 'gray',
  Rare: 'blue',
  Epic: 'grape',
  Legendary: 'orange',
}

export function RarityBadge({ rarity }: { rarity: Rarity }) {
  const label = useRarityLabel()
  return (
    <Badge color={rarityColor[rarity] ?? 'gray'} variant="filled" radius="sm">
      {label(rarity)}
    </Badge>
  )
}
