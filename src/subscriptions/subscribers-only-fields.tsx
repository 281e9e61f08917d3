// On Create Card: 'For subscribers only' and the cheapest of the streamer's tiers that opens the card.
// Without an offered tier there is nothing to choose: a line says where tiers are made.
import { Trans, useLingui } from '@lingui/react/macro'
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
  const { t } = useLingui()
  const { data } = useGetMyTiersQuery()
  const tiers = offeredTiers(data?.tiers ?? [])
  const cheapest = tiers[0]?.name ?? t`The cheapest tier`
  return (
    <Fieldset
      legend={t`Subscribers`}
      variant="unstyled"
      styles={{ legend: { fontWeight: 700, marginBottom: 'var(--mantine-spacing-xs)' } }}
    >
      {tiers.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>
            Offer a subscription tier on your{' '}
            <Anchor component={Link} to={paths.profile} inherit underline="always">
              Profile
            </Anchor>{' '}
            to make cards for subscribers only.
          </Trans>
        </Text>
      ) : (
        <Stack gap="sm">
          <Switch
            label={t`For subscribers only`}
            description={t`Others see the card locked, with the tier that opens it.`}
            {...inputProps('subscribersOnly', 'checkbox')}
          />
          {subscribersOnly ? (
            <Select
              label={t`Lowest tier that opens it`}
              description={t`Subscribers of this tier and of dearer ones can take the card.`}
              data={tiers.map((tier) => {
                const name = tier.name
                const price = formatRupees(tier.price)
                return { value: tier.id, label: t`${name} (${price} a month)` }
              })}
              placeholder={t`${cheapest} (the cheapest)`}
              clearable
              {...inputProps('minTierId')}
            />
          ) : null}
        </Stack>
      )}
    </Fieldset>
  )
}
