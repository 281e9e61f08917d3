// One line on an inventory tile with the card's stream settings: its cooldowns, or the
// stream's default where it has none of its own, and its sound.
import { Trans, useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import type { Card } from '../../../contract/cards'
import { CARD_SOUND_LABELS } from '../../../contract/stream'
import { useLabel } from '../../lib/use-label'

export function CardStreamSummary({ card }: { card: Card }) {
  const { t } = useLingui()
  const show = useLabel()
  /** 45 → '45 s', 120 → '2 min', 7200 → '2 h': whole units only, else seconds. */
  function seconds(value: number | null): string {
    if (value === null) return t`default`
    if (value >= 3600 && value % 3600 === 0) {
      const hours = value / 3600
      return t`${hours} h`
    }
    if (value >= 60 && value % 60 === 0) {
      const minutes = value / 60
      return t`${minutes} min`
    }
    return t`${value} s`
  }
  // The sounds' names are the contract's (CARD_SOUND_LABELS), translated by contract/translate.ts.
  const sound = card.sound ? show(CARD_SOUND_LABELS[card.sound]) : t`no sound`
  const cooldown = seconds(card.cooldownSeconds)
  const perViewer = seconds(card.viewerCooldownSeconds)
  return (
    <Text size="xs" c="dimmed" data-testid="card-stream-summary">
      <Trans>
        Cooldown {cooldown} · per viewer {perViewer} · {sound}
      </Trans>
    </Text>
  )
}
