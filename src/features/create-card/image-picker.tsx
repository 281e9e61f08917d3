import { useLingui } from '@lingui/react/macro'
import { Image, Radio, SimpleGrid } from '@mantine/core'
import { PRESET_CARD_IMAGES } from '../../../contract/constants'
import { cardImageSrc } from '../../components/cards/card-image'
import classes from './image-picker.module.css'

interface ImagePickerProps {
  value: string
  onChange: (value: string) => void
  error?: string
}

/** The six preset images as a radio group: arrow keys move between them, Space/Enter picks one. */
export function ImagePicker({ value, onChange, error }: ImagePickerProps) {
  const { t } = useLingui()
  return (
    <Radio.Group label={t`Card image`} value={value} onChange={onChange} error={error} withAsterisk>
      <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs" mt={6}>
        {PRESET_CARD_IMAGES.map((src, index) => (
          <Radio.Card
            key={src}
            value={src}
            radius="md"
            className={classes.option}
            tabIndex={value === src ? 0 : -1}
          >
            <Image src={cardImageSrc(src)} alt={t`Image ${index + 1}`} radius="sm" />
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  )
}
