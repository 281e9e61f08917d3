// The create form's values and how they become the contract's request: empty inputs turn into
// "missing" so that createCardSchema answers with its 'required' messages.

import { type CreateCardRequest, createCardSchema } from '../../../contract/cards'
import { PRESET_CARD_IMAGES } from '../../../contract/constants'
import {
  blankStreamFields,
  type StreamFieldValues,
  streamFieldsToRequest,
} from '../../components/cards/card-stream-fields'
import { zodValidate } from '../../lib/zod-form'

export interface CardFormValues extends StreamFieldValues {
  rarity: string | null
  category: string[]
  cardTitle: string
  description: string
  /** Mantine's NumberInput gives '' while empty. */
  price: number | string
  imageUrl: string
  subscribersOnly: boolean
  /** null: the cheapest tier offered. */
  minTierId: string | null
}

export function initialCardForm(): CardFormValues {
  return {
    rarity: null,
    category: [],
    cardTitle: '',
    description: '',
    price: '',
    // One of the six preset images is chosen at random.
    imageUrl:
      PRESET_CARD_IMAGES[Math.floor(Math.random() * PRESET_CARD_IMAGES.length)] ?? PRESET_CARD_IMAGES[0],
    subscribersOnly: false,
    minTierId: null,
    // No cooldown of its own (the streamer's default) and no sound, until chosen.
    ...blankStreamFields(),
  }
}

export function toCreateCardInput(values: CardFormValues): Record<string, unknown> {
  return {
    rarity: values.rarity ?? undefined,
    category: values.category,
    cardTitle: values.cardTitle,
    description: values.description,
    price: values.price === '' ? undefined : Number(values.price),
    imageUrl: values.imageUrl,
    subscribersOnly: values.subscribersOnly,
    minTierId: values.subscribersOnly ? values.minTierId : null,
    ...streamFieldsToRequest(values),
  }
}

const validateRequest = zodValidate<Record<string, unknown>>(createCardSchema)

/** First error per field, in the form's own field names. */
export const validateCardForm = (values: CardFormValues) => validateRequest(toCreateCardInput(values))

/** The trimmed, de-duplicated request; call only after validation passed. */
export function toCreateCardRequest(values: CardFormValues): CreateCardRequest {
  return createCardSchema.parse(toCreateCardInput(values))
}
