// On Create Card: 'For subscribers only' and the cheapest of the streamer's tiers that opens the card.
// Without an offered tier there is nothing to choose: a line says where tiers are made.
import { Anchor, Fieldset, Select, Stack, Switch, Text } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import { Link } from 'react-router'
import { formatRupees } from '../../contract/money'
import { paths } from '../../contract/paths'
import { offeredTiers } from '../../contract/subscriptions'
import { useGetMyTiersQuery } from './tiers-api'

interface SubscribersOnlyFieldsProps {
  subscribersOnly: boolean
  inputProps: (field: 'subscribersOnly' | 'minTierId', type?: 'checkbox') => GetInputPropsReturnType
}

export function SubscribersOnlyFields({ subscribersOnly, inputProps }: SubscribersOnlyFieldsProps) {
  const { data } = useGetMyTiersQuery()
  const tiers = offeredTiers(data?.tiers ?? [])
  return (
    <Fieldset
      legend="Subscribers"
      variant="unstyled"
      styles={{ legend: { fontWeight: 700, marginBottom: 'var(--mantine-spacing-xs)' } }}
    >
      {tiers.length === 0 ? (
        <Text size="sm" c="dimmed">
          Offer a subscription tier on your{' '}
          <Anchor component={Link} to={paths.profile} inherit underline="always">
            Profile
          </Anchor>{' '}
          to make cards for subscribers only.
        </Text>
      ) : (
        <Stack gap="sm">
          <Switch
            label="For subscribers only"
            description="Others see the card locked, with the tier that opens it."
            {...inputProps('subscribersOnly', 'checkbox')}
          />
          {subscribersOnly ? (
            <Select
              label="Lowest tier that opens it"
              description="Subscribers of this tier and of dearer ones can take the card."
              data={tiers.map((tier) => ({
                value: tier.id,
                label: `${tier.name} (${formatRupees(tier.price)} a month)`,
              }))}
              placeholder={`${tiers[0]?.name ?? 'The cheapest tier'} (the cheapest)`}
              clearable
              {...inputProps('minTierId')}
            />
          ) : null}
        </Stack>
      )}
    </Fieldset>
  )
}
