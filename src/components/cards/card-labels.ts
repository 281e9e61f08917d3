// The names of the contract's rarities and categories (contract/constants.ts) as a screen shows them.
// The values stay English in the data, in the address (?rarity=Rare&category=Challenge) and in the
// API; only what a person reads follows the language. A category the list does not know shows as
// it is.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import type { Rarity } from '../../../contract/constants'

const RARITY_LABELS: Record<Rarity, MessageDescriptor> = {
  Common: msg`Common`,
  Rare: msg`Rare`,
  Epic: msg`Epic`,
  Legendary: msg`Legendary`,
}

/** CARD_CATEGORIES and the admin's ADMIN_CATEGORY_FILTER. */
const CATEGORY_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  Challenge: msg`Challenge`,
  Reward: msg`Reward`,
  Punishment: msg`Punishment`,
  Achievement: msg`Achievement`,
  Special: msg`Special`,
}

export function useRarityLabel(): (rarity: Rarity) => string {
  const { i18n } = useLingui()
  return useCallback(
    (rarity: Rarity) => {
      const label = RARITY_LABELS[rarity]
      return label ? i18n._(label) : rarity
    },
    [i18n],
  )
}

export function useCategoryLabel(): (category: string) => string {
  const { i18n } = useLingui()
  return useCallback(
    (category: string) => {
      const label = Object.hasOwn(CATEGORY_LABELS, category) ? CATEGORY_LABELS[category] : undefined
      return label ? i18n._(label) : category
    },
    [i18n],
  )
}
