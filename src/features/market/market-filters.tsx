import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Chip, Group, Input, NativeSelect } from '@mantine/core'
import { useId } from 'react'
import { CARD_CATEGORIES, RARITIES, type Rarity } from '../../../contract/constants'
import { useCategoryLabel, useRarityLabel } from '../../components/cards/card-labels'
import { ALL_RARITIES, type MarketFilters as Filters } from './filter-cards'

interface MarketFiltersProps {
  filters: Filters
  onChange: (filters: Filters) => void
  /** In the phone's sheet: 44 px tall controls, for fingers. */
  touch?: boolean
}

export function MarketFilters({ filters, onChange, touch = false }: MarketFiltersProps) {
  const { t } = useLingui()
  const rarityLabel = useRarityLabel()
  const categoryLabel = useCategoryLabel()
  // The values stay the contract's (and the address's); the labels follow the language.
  const rarityOptions = [
    { value: ALL_RARITIES, label: t`All Rarities` },
    ...RARITIES.map((rarity) => ({ value: rarity, label: rarityLabel(rarity) })),
  ]
  const categoriesLabel = useId()
  const filtered = filters.rarity !== null || filters.categories.length > 0
  return (
    <Group align="flex-end" gap="lg" wrap="wrap">
      {/* The browser's own picker: the phone's native wheel or sheet, and no dropdown code to load. */}
      <NativeSelect
        label={t`Rarity`}
        data={rarityOptions}
        value={filters.rarity ?? ALL_RARITIES}
        onChange={({ currentTarget: { value } }) =>
          onChange({ ...filters, rarity: value !== ALL_RARITIES ? (value as Rarity) : null })
        }
        w={{ base: '100%', xs: 200 }}
        size={touch ? 'md' : 'sm'}
        styles={touch ? { input: { minHeight: 44 } } : undefined}
      />
      <div>
        <Input.Label labelElement="div" id={categoriesLabel}>
          <Trans>Categories</Trans>
        </Input.Label>
        <Group gap="xs" role="group" aria-labelledby={categoriesLabel} mih={36} align="center">
          <Chip.Group
            multiple
            value={filters.categories}
            onChange={(categories) => onChange({ ...filters, categories })}
          >
            {CARD_CATEGORIES.map((category) => (
              <Chip
                key={category}
                value={category}
                variant="outline"
                size={touch ? 'md' : 'sm'}
                styles={touch ? { label: { minHeight: 44 } } : undefined}
              >
                {categoryLabel(category)}
              </Chip>
            ))}
          </Chip.Group>
        </Group>
      </div>
      {filtered ? (
        <Button variant="subtle" onClick={() => onChange({ rarity: null, categories: [] })}>
          <Trans>Clear filters</Trans>
        </Button>
      ) : null}
    </Group>
  )
}
