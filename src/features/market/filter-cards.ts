import type { Card } from '../../../contract/cards'
import { CARD_CATEGORIES, RARITIES, type Rarity } from '../../../contract/constants'

export const ALL_RARITIES = 'All Rarities'

export interface MarketFilters {
  rarity: Rarity | null
  categories: string[]
}

/** The filters live in the address (?rarity=Rare&category=Challenge), so back/forward and links keep them. */
export function filtersFrom(params: URLSearchParams): MarketFilters {
  const rarity = params.get('rarity')
  return {
    rarity: RARITIES.find((value) => value === rarity) ?? null,
    categories: CARD_CATEGORIES.filter((category) => params.getAll('category').includes(category)),
  }
}

export function paramsFrom(filters: MarketFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.rarity) params.set('rarity', filters.rarity)
  for (const category of filters.categories) params.append('category', category)
  return params
}

/** A card matches when it has the chosen rarity and carries EVERY chosen category. */
export function filterCards(cards: Card[], { rarity, categories }: MarketFilters): Card[] {
  return cards.filter(
    (card) =>
      (rarity === null || card.rarity === rarity) &&
      categories.every((category) => card.category.includes(category)),
  )
}
