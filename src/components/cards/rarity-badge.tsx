import { Badge, type MantineColor } from '@mantine/core'
import type { Rarity } from '../../../contract/constants'

const rarityColor: Record<Rarity, MantineColor> = {
  Common: 'gray',
  Rare: 'blue',
  Epic: 'grape',
  Legendary: 'orange',
}

export function RarityBadge({ rarity }: { rarity: Rarity }) {
  return (
    <Badge color={rarityColor[rarity] ?? 'gray'} variant="filled" radius="sm">
      {rarity}
    </Badge>
  )
}
