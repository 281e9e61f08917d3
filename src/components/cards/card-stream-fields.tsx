// A card's stream settings: its two cooldowns (blank: the streamer's default) and its alert
// sound with a preview. Create Card and Card Inventory's edit dialog both show these fields, each with
// its own @mantine/form; the values convert to the contract's fields with streamFieldsToRequest.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import type { Card } from '../../../contract/cards'
import {
  CARD_SOUND_LABELS,
  CARD_SOUNDS,
  type CardSound,
  MAX_COOLDOWN_SECONDS,
} from '../../../contract/stream'
import { useLabel } from '../../lib/use-label'
import { useSoundPreview } from './sound-preview'

/** 'none' stands for no sound: a Select's options are strings. */
export type SoundChoice = CardSound | 'none'

export interface StreamFieldValues {
  /** Mantine's NumberInput gives '' while empty: the streamer's default. */
  cooldownSeconds: number | string
  viewerCooldownSeconds: number | string
  sound: SoundChoice
}

export const blankStreamFields = (): StreamFieldValues => ({
  cooldownSeconds: '',
  viewerCooldownSeconds: '',
  sound: 'none',
})

/** A card's current settings as the fields show them. */
export const streamFieldsOf = (
  card: Pick<Card, 'cooldownSeconds' | 'viewerCooldownSeconds' | 'sound'>,
): StreamFieldValues => ({
  cooldownSeconds: card.cooldownSeconds ?? '',
  viewerCooldownSeconds: card.viewerCooldownSeconds ?? '',
  sound: card.sound ?? 'none',
})

const secondsOrDefault = (value: number | string) => (value === '' ? null : Number(value))

/** The contract's fields (createCard, `PUT /auth/user/cards/{id}`): null is the default, or silence. */
export const streamFieldsToRequest = (values: StreamFieldValues) => ({
  cooldownSeconds: secondsOrDefault(values.cooldownSeconds),
  viewerCooldownSeconds: secondsOrDefault(values.viewerCooldownSeconds),
  sound: values.sound === 'none' ? null : values.sound,
})

interface CardStreamFieldsProps {
  /** The form's getInputProps for these three fields. */
  inputProps: (field: keyof StreamFieldValues) => GetInputPropsReturnType
  sound: SoundChoice
}

export function CardStreamFields({ inputProps, sound }: CardStreamFieldsProps) {
  const { t } = useLingui()
  // The sounds' names are the contract's (CARD_SOUND_LABELS).
  const show = useLabel()
  const preview = useSoundPreview()
  const soundOptions = [
    { value: 'none', label: t`No sound` },
    ...CARD_SOUNDS.map((choice) => ({ value: choice, label: show(CARD_SOUND_LABELS[choice]) })),
  ]
  const soundName = sound === 'none' ? '' : show(CARD_SOUND_LABELS[sound])
  const failedSound = preview.failed ? show(CARD_SOUND_LABELS[preview.failed]) : ''
  const cooldown = {
    min: 0,
    max: MAX_COOLDOWN_SECONDS,
    allowDecimal: false,
    allowNegative: false,
    inputMode: 'numeric' as const,
    placeholder: t`Stream default`,
  }
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberInput
          label={t`Cooldown between uses (seconds)`}
          description={t`Blank: your stream's default`}
          {...cooldown}
          {...inputProps('cooldownSeconds')}
        />
        <NumberInput
          label={t`Cooldown per viewer (seconds)`}
          description={t`Blank: your stream's default`}
          {...cooldown}
          {...inputProps('viewerCooldownSeconds')}
        />
      </SimpleGrid>
      <div>
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <Select
            label={t`Sound`}
            data={soundOptions}
            allowDeselect={false}
            style={{ flex: 1, minWidth: 0 }}
            {...inputProps('sound')}
          />
          <Button
            variant="default"
            disabled={sound === 'none'}
            onClick={() => sound !== 'none' && void preview.play(sound)}
            aria-label={sound === 'none' ? t`Preview sound` : t`Preview sound ${soundName}`}
          >
            <Trans context="play the sound">Preview</Trans>
          </Button>
        </Group>
        {preview.failed ? (
          <Text size="sm" c="red" mt={6} role="alert">
            <Trans>{failedSound} could not be played on this device.</Trans>
          </Text>
        ) : null}
      </div>
    </Stack>
  )
}
