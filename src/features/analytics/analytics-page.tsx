// /analytics (Creator Pro): the creator's sales, revenue, share, uses and buyers over a range of UTC
// days, per day as charts and per card as a table. Creators only, like /create-card; a creator on the
// free plan is answered 403 by the server and sees what Creator Pro unlocks instead.

import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Collapse, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react'
import { Navigate } from 'react-router'
import {
  type AnalyticsRange,
  type AnalyticsResponse,
  analyticsMessages,
  lastDays,
} from '../../../contract/analytics'
import { istToday } from '../../../contract/dates'
import { paths } from '../../../contract/paths'
import { planMessages } from '../../../contract/plan-rules'
import { EmptyNote } from '../../components/empty-note'
import { PageSection } from '../../components/page-section'
import { QueryState } from '../../components/query-state'
import { describeFailure, serverMessage } from '../../lib/api-error'
import { notify } from '../../lib/notify'
import { useSession } from '../../lib/session-slice'
import { useLabel } from '../../lib/use-label'
import { useGetAnalyticsQuery } from './analytics-api'
import { revenueSummary, salesUsesSummary } from './analytics-format'
import { CardsTable } from './components/cards-table'
import { DaysTable } from './components/days-table'
import { ProPitch } from './components/pro-pitch'
import { type RangeChoice, RangePicker } from './components/range-picker'
import { StatTiles } from './components/stat-tiles'
import { SubscriberFigures } from './components/subscriber-figures'

// recharts loads with these, after the figures: nothing else imports daily-charts.tsx.
const charts = () => import('./components/daily-charts')
const SalesUsesChart = lazy(async () => ({ default: (await charts()).SalesUsesChart }))
const RevenueChart = lazy(async () => ({ default: (await charts()).RevenueChart }))

export default function AnalyticsPage() {
  const { t } = useLingui()
  const show = useLabel()
  const { role } = useSession()
  const isCreator = role === 'creator'

  useEffect(() => {
    if (!isCreator) notify.error(show(planMessages.creatorsOnly), 'creator-only')
  }, [isCreator, show])

  if (!isCreator) return <Navigate to={paths.login} replace />
  return (
    <PageSection title={t`Analytics`} description={t`How your cards sell and how often they are used.`}>
      <AnalyticsContent />
    </PageSection>
  )
}

function AnalyticsContent() {
  const { t } = useLingui()
  const show = useLabel()
  const [choice, setChoice] = useState<RangeChoice>('30')
  const [custom, setCustom] = useState<AnalyticsRange>(() => lastDays(30, istToday()))
  const range = choice === 'custom' ? custom : lastDays(Number(choice), istToday())
  const query = useGetAnalyticsQuery(range, { refetchOnMountOrArgChange: 60 })

  const failure = query.error ? describeFailure(query.error) : undefined
  if (failure?.kind === 'http' && failure.status === 403) {
    // The server's words come in the language shown: compared with the contract's, translated alike.
    return serverMessage(failure) === show(planMessages.proNeededForAnalytics) ? (
      <ProPitch />
    ) : (
      <EmptyNote title={t`For creators`}>
        {serverMessage(failure) ?? show(planMessages.creatorsOnly)}
      </EmptyNote>
    )
  }

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="sm">
        <RangePicker choice={choice} onChoice={setChoice} custom={custom} onCustom={setCustom} />
        {query.isFetching && query.data ? <Loader size="sm" aria-label={t`Updating figures`} /> : null}
      </Group>
      <QueryState
        query={query}
        loading={show(analyticsMessages.loading)}
        error={show(analyticsMessages.failed)}
      >
        {(data) => <Figures data={data} />}
      </QueryState>
    </Stack>
  )
}

function Figures({ data }: { data: AnalyticsResponse }) {
  const { t } = useLingui()
  const { totals, cards } = data
  const active = totals.sales > 0 || totals.uses > 0
  return (
    <Stack gap="xl">
      <StatTiles
        totals={totals}
        cardsSold={cards.filter((card) => card.sales > 0).length}
        nextPayoutDate={data.nextPayoutDate}
      />
      {active ? (
        <>
          <DailyFigures data={data} />
          <Section title={t`Top cards`}>
            <CardsTable cards={cards} />
          </Section>
        </>
      ) : (
        <EmptyNote title={t`No sales or uses in this range`}>
          <Trans>When viewers buy or use your cards, the days and the cards show here.</Trans>
        </EmptyNote>
      )}
      {data.subscriptions.tiers.length > 0 ? (
        <Section title={t`Subscribers`}>
          <SubscriberFigures figures={data.subscriptions} />
        </Section>
      ) : null}
    </Stack>
  )
}

function DailyFigures({ data }: { data: AnalyticsResponse }) {
  const { t, i18n } = useLingui()
  const [tableShown, { toggle }] = useDisclosure(false)
  const tableId = useId()
  return (
    <Section title={t`Per day`} note={t`UTC days`}>
      <Stack gap="lg">
        <ChartFrame title={t`Sales and uses`} summary={salesUsesSummary(i18n, data.daily)}>
          <SalesUsesChart daily={data.daily} />
        </ChartFrame>
        <ChartFrame title={t`Revenue`} summary={revenueSummary(i18n, data.daily)}>
          <RevenueChart daily={data.daily} />
        </ChartFrame>
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={toggle}
            aria-expanded={tableShown}
            aria-controls={tableId}
          >
            {tableShown ? t`Hide the figures by day` : t`Show the figures by day`}
          </Button>
          <Collapse expanded={tableShown} id={tableId}>
            <DaysTable daily={data.daily} />
          </Collapse>
        </div>
      </Stack>
    </Section>
  )
}

/** A chart with its title; the picture is named by a summary of what it shows. */
function ChartFrame({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="figure" m={0}>
      <Text component="figcaption" fw={700} mb="xs">
        {title}
      </Text>
      <div role="img" aria-label={summary}>
        <Suspense fallback={<Skeleton height={240} radius="md" />}>{children}</Suspense>
      </div>
    </Paper>
  )
}

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <section>
      <Group gap="xs" align="baseline" mb="sm">
        <Title order={2} fz="h3">
          {title}
        </Title>
        {note ? (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        ) : null}
      </Group>
      {children}
    </section>
  )
}
