// A card's rarity and categories as Card Management shows them: the values are the contract's
// (contract/constants.ts), the data the server stores and filters by; people read their names in the
// app's language. A value this list does not know shows as it is stored.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ADMIN_CATEGORY_FILTER, CARD_CATEGORIES, Rarity } from '../../../../contract/constants'

type Category = (typeof CARD_CATEGORIES)[number] | (typeof ADMIN_CATEGORY_FILTER)[number]

const RARITY_NAMES: Record<Rarity, MessageDescriptor> = {
  Common: msg`Common`,
  Rare: msg`Rare`,
  Epic: msg`Epic`,
  Legendary: msg`Legendary`,
}

const CATEGORY_NAMES: Record<Category, MessageDescriptor> = {
  Challenge: msg`Challenge`,
  Reward: msg`Reward`,
  Punishment: msg`Punishment`,
  Achievement: msg`Achievement`,
  Special: msg`Special`,
}

const known = <Key extends string>(names: Record<Key, MessageDescriptor>, value: string) =>
  Object.hasOwn(names, value) ? names[value as Key] : undefined

export const rarityName = (value: string) => known(RARITY_NAMES, value)
export const categoryName = (value: string) => known(CATEGORY_NAMES, value)
