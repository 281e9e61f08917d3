// One line on an inventory tile with the card's stream settings: its cooldowns, or the
// stream's default where it has none of its own, and its sound.
import { Text } from '@mantine/core'
import type { Card } from '../../../contract/cards'
import { CARD_SOUND_LABELS } from '../../../contract/stream'

/** 45 → '45 s', 120 → '2 min', 7200 → '2 h': whole units only, else seconds. */
function seconds(value: number | null): string {
  if (value === null) return 'default'
  if (value >= 3600 && value % 3600 === 0) return `${value / 3600} h`
  if (value >= 60 && value % 60 === 0) return `${value / 60} min`
  return `${value} s`
}

export function CardStreamSummary({ card }: { card: Card }) {
  const sound = card.sound ? CARD_SOUND_LABELS[card.sound] : 'no sound'
  return (
    <Text size="xs" c="dimmed" data-testid="card-stream-summary">
      Cooldown {seconds(card.cooldownSeconds)} · per viewer {seconds(card.viewerCooldownSeconds)} · {sound}
    </Text>
  )
}
