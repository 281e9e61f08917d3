import { Button, Chip, Group, Input, NativeSelect } from '@mantine/core'
import { useId } from 'react'
import { CARD_CATEGORIES, RARITIES, type Rarity } from '../../../contract/constants'
import { ALL_RARITIES, type MarketFilters as Filters } from './filter-cards'

interface MarketFiltersProps {
  filters: Filters
  onChange: (filters: Filters) => void
  /** In the phone's sheet: 44 px tall controls, for fingers. */
  touch?: boolean
}

const rarityOptions = [ALL_RARITIES, ...RARITIES]

export function MarketFilters({ filters, onChange, touch = false }: MarketFiltersProps) {
  const categoriesLabel = useId()
  const filtered = filters.rarity !== null || filters.categories.length > 0
  return (
    <Group align="flex-end" gap="lg" wrap="wrap">
      {/* The browser's own picker: the phone's native wheel or sheet, and no dropdown code to load. */}
      <NativeSelect
        label="Rarity"
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
          Categories
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
                {category}
              </Chip>
            ))}
          </Chip.Group>
        </Group>
      </div>
      {filtered ? (
        <Button variant="subtle" onClick={() => onChange({ rarity: null, categories: [] })}>
          Clear filters
        </Button>
      ) : null}
    </Group>
  )
}
