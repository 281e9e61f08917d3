// A card's stream settings: its two cooldowns (blank: the streamer's default) and its alert
// sound with a preview. Create Card and Card Inventory's edit dialog both show these fields, each with
// its own @mantine/form; the values convert to the contract's fields with streamFieldsToRequest.
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import type { Card } from '../../../contract/cards'
import {
  CARD_SOUND_LABELS,
  CARD_SOUNDS,
  type CardSound,
  MAX_COOLDOWN_SECONDS,
} from '../../../contract/stream'
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

const soundOptions = [
  { value: 'none', label: 'No sound' },
  ...CARD_SOUNDS.map((sound) => ({ value: sound, label: CARD_SOUND_LABELS[sound] })),
]

interface CardStreamFieldsProps {
  /** The form's getInputProps for these three fields. */
  inputProps: (field: keyof StreamFieldValues) => GetInputPropsReturnType
  sound: SoundChoice
}

export function CardStreamFields({ inputProps, sound }: CardStreamFieldsProps) {
  const preview = useSoundPreview()
  const cooldown = {
    min: 0,
    max: MAX_COOLDOWN_SECONDS,
    allowDecimal: false,
    allowNegative: false,
    inputMode: 'numeric' as const,
    placeholder: 'Stream default',
  }
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberInput
          label="Cooldown between uses (seconds)"
          description="Blank: your stream's default"
          {...cooldown}
          {...inputProps('cooldownSeconds')}
        />
        <NumberInput
          label="Cooldown per viewer (seconds)"
          description="Blank: your stream's default"
          {...cooldown}
          {...inputProps('viewerCooldownSeconds')}
        />
      </SimpleGrid>
      <div>
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <Select
            label="Sound"
            data={soundOptions}
            allowDeselect={false}
            style={{ flex: 1, minWidth: 0 }}
            {...inputProps('sound')}
          />
          <Button
            variant="default"
            disabled={sound === 'none'}
            onClick={() => sound !== 'none' && void preview.play(sound)}
            aria-label={sound === 'none' ? 'Preview sound' : `Preview sound ${CARD_SOUND_LABELS[sound]}`}
          >
            Preview
          </Button>
        </Group>
        {preview.failed ? (
          <Text size="sm" c="red" mt={6} role="alert">
            {CARD_SOUND_LABELS[preview.failed]} could not be played on this device.
          </Text>
        ) : null}
      </div>
    </Stack>
  )
}
