// /earnings (creators): what their cards have earned (available, on hold, lifetime), the next payout,
// where payouts go (the payout account panel), the payouts made, and the ledger a page at a time with
// a CSV download of the whole of it. Creators only, like /analytics.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Loader, Stack, Title } from '@mantine/core'
import { type ReactNode, useEffect, useId } from 'react'
import { Navigate } from 'react-router'
import { type EarningsEntry, type EarningsResponse, earningsMessages } from '../../../contract/earnings'
import { paths } from '../../../contract/paths'
import { EmptyNote } from '../../components/empty-note'
import { LoadMoreButton } from '../../components/load-more-button'
import { PageSection } from '../../components/page-section'
import { QueryState } from '../../components/query-state'
import { InvoicesPanel } from '../../invoices/invoices-panel'
import { describeFailure, serverMessage } from '../../lib/api-error'
import { notify } from '../../lib/notify'
import { useSession } from '../../lib/session-slice'
import { useLabel } from '../../lib/use-label'
import { PricedCardsPausedNotice } from '../../plans/priced-cards-paused-notice'
import { BalanceTiles } from './components/balance-tiles'
import { LedgerTable } from './components/ledger-table'
import { PayoutHistory } from './components/payout-history'
import { useGetEarningsEntriesInfiniteQuery, useGetEarningsQuery } from './earnings-api'
import { KycPanel } from './kyc-panel'
import { PayoutAccountPanel } from './payout-account-panel'
import { StatementPanel } from './statement-panel'
import { useLedgerCsv } from './use-ledger-csv'

export default function EarningsPage() {
  const { t } = useLingui()
  const show = useLabel()
  const { role } = useSession()
  const isCreator = role === 'creator'

  useEffect(() => {
    if (!isCreator) notify.error(show(earningsMessages.creatorsOnly), 'creator-only')
  }, [isCreator, show])

  if (!isCreator) return <Navigate to={paths.login} replace />
  return (
    <PageSection title={t`Earnings`} description={t`What your cards have earned and when it is paid.`}>
      <PricedCardsPausedNotice mb="lg" />
      <EarningsContent />
    </PageSection>
  )
}

function EarningsContent() {
  const { t } = useLingui()
  const show = useLabel()
  const earnings = useGetEarningsQuery(undefined, { refetchOnMountOrArgChange: 30, refetchOnFocus: true })
  const failure = earnings.error ? describeFailure(earnings.error) : undefined
  if (failure?.kind === 'http' && failure.status === 403) {
    return (
      <EmptyNote title={t`For creators`}>
        {serverMessage(failure) ?? show(earningsMessages.creatorsOnly)}
      </EmptyNote>
    )
  }
  return (
    <QueryState
      query={earnings}
      loading={show(earningsMessages.loading)}
      error={show(earningsMessages.failed)}
    >
      {(data) => <Figures data={data} />}
    </QueryState>
  )
}

function Figures({ data }: { data: EarningsResponse }) {
  const { t } = useLingui()
  return (
    <Stack gap="xl">
      <BalanceTiles earnings={data} />
      <PayoutAccountPanel />
      <KycPanel />
      <StatementPanel />
      <InvoicesPanel />
      <Section title={t`Payouts`}>
        <PayoutHistory payouts={data.payouts} />
      </Section>
      <Ledger asOf={data.asOf} />
    </Stack>
  )
}

/** The loaded pages as one list; a line seen twice (pages refetched meanwhile) shows once. */
function loadedEntries(pages: ReadonlyArray<{ entries: EarningsEntry[] }>): EarningsEntry[] {
  const seen = new Set<string>()
  return pages.flatMap((page) => page.entries.filter((entry) => !seen.has(entry.id) && seen.add(entry.id)))
}

function Ledger({ asOf }: { asOf: string }) {
  const { t } = useLingui()
  const show = useLabel()
  const ledger = useGetEarningsEntriesInfiniteQuery(undefined, { refetchOnMountOrArgChange: 30 })
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = ledger
  const { downloadLedger, busy } = useLedgerCsv()
  const entries = loadedEntries(data?.pages ?? [])

  return (
    <Section
      title={t`Ledger`}
      action={
        entries.length > 0 ? (
          <Button
            variant="default"
            size="xs"
            aria-busy={busy}
            leftSection={busy ? <Loader size={12} color="currentColor" /> : null}
            onClick={() => void downloadLedger()}
          >
            {busy ? t`Preparing CSV...` : t`Download CSV`}
          </Button>
        ) : null
      }
    >
      <QueryState
        query={ledger}
        loading={show(earningsMessages.loadingEntries)}
        error={show(earningsMessages.entriesFailed)}
        isEmpty={() => entries.length === 0}
        empty={
          <EmptyNote title={t`No entries yet`}>
            <Trans>When viewers buy your priced cards, your share of each sale shows here.</Trans>
          </EmptyNote>
        }
      >
        {() => (
          <Stack gap="md">
            <LedgerTable entries={entries} asOf={asOf} />
            <LoadMoreButton
              hasNextPage={hasNextPage}
              isFetchingNextPage={isFetchingNextPage}
              fetchNextPage={fetchNextPage}
              failure={show(earningsMessages.entriesFailed)}
            />
          </Stack>
        )}
      </QueryState>
    </Section>
  )
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" align="center" mb="sm" gap="sm">
        <Title order={2} fz="h3" id={headingId}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </section>
  )
}
