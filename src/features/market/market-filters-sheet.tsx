// Phones: the filters live in a bottom sheet opened by a 'Filters' button that shows how many are
// active; larger screens show them inline (market-page).
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Icon, type IconProps } from '../../components/icons'
import { MenuDrawer, preloadMenuDrawer } from '../../components/menu-drawer'
import type { MarketFilters as Filters } from './filter-cards'
import { MarketFilters } from './market-filters'

interface MarketFiltersSheetProps {
  filters: Filters
  onChange: (filters: Filters) => void
}

const FilterIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Icon>
)

export const activeFilterCount = (filters: Filters) => (filters.rarity ? 1 : 0) + filters.categories.length

export function MarketFiltersSheet({ filters, onChange }: MarketFiltersSheetProps) {
  const { t } = useLingui()
  const [opened, { open, close }] = useDisclosure(false)
  const count = activeFilterCount(filters)
  return (
    <>
      <Button
        variant="default"
        leftSection={<FilterIcon size={18} />}
        rightSection={
          count > 0 ? (
            <Badge size="sm" circle aria-label={t`${count} active`}>
              {count}
            </Badge>
          ) : null
        }
        onClick={open}
        onPointerEnter={preloadMenuDrawer}
        onFocus={preloadMenuDrawer}
        aria-expanded={opened}
        h={44}
      >
        <Trans>Filters</Trans>
      </Button>
      <MenuDrawer
        opened={opened}
        onClose={close}
        position="bottom"
        radius="lg"
        title={t`Filters`}
        closeLabel={t`Close filters`}
        // As tall as its content: Mantine's bottom drawer otherwise takes a fixed height.
        styles={{ content: { flex: '0 0 auto', height: 'auto' } }}
      >
        <MarketFilters filters={filters} onChange={onChange} touch />
        <Button fullWidth mt="lg" h={44} onClick={close}>
          <Trans>Show cards</Trans>
        </Button>
      </MenuDrawer>
    </>
  )
}
