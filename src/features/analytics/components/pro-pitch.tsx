// What a creator on the free plan sees at /analytics: what Creator Pro unlocks, and where to buy it.
import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { Link } from 'react-router'
import { CREATOR_PRO_PRICE_RUPEES, REVENUE_SHARE_PERCENT } from '../../../../contract/constants'
import { formatRupees } from '../../../../contract/money'
import { planMessages } from '../../../../contract/plan-rules'
import { ChartIcon } from '../../../components/icons'
import { buyProState, planPath } from '../../../plans/plan-links'

const unlocks = [
  'Sales and uses of your cards, day by day, as charts',
  `Gross revenue and your ${REVENUE_SHARE_PERCENT}% share`,
  'Your top cards, with sales and uses per card',
  'Unique buyers and the rate at which bought cards are used',
  'Your next payout date (payouts on the 1st and the 15th)',
]

export function ProPitch() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={720}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <ChartIcon size={24} />
          </ThemeIcon>
          <Title order={2} fz="h3">
            {planMessages.proNeededForAnalytics}
          </Title>
        </Group>
        <Text c="dimmed">
          See how your cards sell and how often your viewers use them. With Creator Pro you get:
        </Text>
        <List spacing="xs" withPadding>
          {unlocks.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        <Group gap="md" mt="xs">
          {/* The profile's plan panel, which opens the Creator Pro checkout on arrival. */}
          <Button component={Link} to={planPath} state={buyProState} size="md">
            Go Creator Pro
          </Button>
          <Text size="sm" c="dimmed">
            {formatRupees(CREATOR_PRO_PRICE_RUPEES)} per month
          </Text>
        </Group>
      </Stack>
    </Paper>
  )
}
