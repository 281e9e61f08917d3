// What a creator on the free plan sees at /analytics: what Creator Pro unlocks, and where to buy it.
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { Link } from 'react-router'
import { CREATOR_PRO_PRICE_RUPEES, REVENUE_SHARE_PERCENT } from '../../../../contract/constants'
import { formatRupees } from '../../../../contract/money'
import { planMessages } from '../../../../contract/plan-rules'
import { ChartIcon } from '../../../components/icons'
import { useLabel } from '../../../lib/use-label'
import { buyProState, planPath } from '../../../plans/plan-links'

const unlocks = [
  msg`Sales and uses of your cards, day by day, as charts`,
  msg`Gross revenue and your ${REVENUE_SHARE_PERCENT}% share`,
  msg`Your top cards, with sales and uses per card`,
  msg`Unique buyers and the rate at which bought cards are used`,
  msg`Your next payout date (payouts on the 1st and the 15th)`,
]

export function ProPitch() {
  const { i18n } = useLingui()
  const show = useLabel()
  const price = formatRupees(CREATOR_PRO_PRICE_RUPEES)
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={720}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <ChartIcon size={24} />
          </ThemeIcon>
          <Title order={2} fz="h3">
            {show(planMessages.proNeededForAnalytics)}
          </Title>
        </Group>
        <Text c="dimmed">
          <Trans>
            See how your cards sell and how often your viewers use them. With Creator Pro you get:
          </Trans>
        </Text>
        <List spacing="xs" withPadding>
          {unlocks.map((item) => (
            <List.Item key={item.id}>{i18n._(item)}</List.Item>
          ))}
        </List>
        <Group gap="md" mt="xs">
          {/* The profile's plan panel, which opens the Creator Pro checkout on arrival. */}
          <Button component={Link} to={planPath} state={buyProState} size="md">
            <Trans>Go Creator Pro</Trans>
          </Button>
          <Text size="sm" c="dimmed">
            <Trans>{price} per month</Trans>
          </Text>
        </Group>
      </Stack>
    </Paper>
  )
}
