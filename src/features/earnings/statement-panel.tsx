// 'Statement': a creator's financial-year statement (gross sales, commission and its GST, TDS, TCS,
// refunds, disputes, net paid) as PDF or CSV, for this year or one of the three before (docs/tax.md).
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, NativeSelect } from '@mantine/core'
import { useState } from 'react'
import { statementMessages } from '../../../contract/statements'
import { financialYearLabel, financialYearStart } from '../../../contract/tax-rules'
import { Panel } from '../../components/panel'
import { financialYearOptions } from '../../lib/financial-years'
import { notify } from '../../lib/notify'
import { sessionHeaders } from '../../lib/session'
import { useDownload } from '../../lib/use-download'
import { useLabel } from '../../lib/use-label'

export function StatementPanel() {
  const { t } = useLingui()
  const show = useLabel()
  const [year, setYear] = useState(() => financialYearStart(new Date()))
  const { busy, download: save } = useDownload<'pdf' | 'csv'>((message) =>
    notify.error(message ?? show(statementMessages.failed)),
  )
  const download = (format: 'pdf' | 'csv') =>
    save(format, {
      url: `/auth/user/earnings/statement.${format}?year=${year}`,
      headers: sessionHeaders(),
      fallbackName: `statement-${financialYearLabel(year)}.${format}`,
    })

  return (
    <Panel
      title={t`Statement`}
      description={t`A financial year (April to March) of your sales, Cardcast’s commission and its GST, TDS, TCS, refunds, disputes and payouts: for your records and your tax return.`}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t`Financial year`}
          data={financialYearOptions()}
          value={String(year)}
          onChange={(event) => setYear(Number(event.currentTarget.value))}
          w={160}
        />
        <Button variant="light" loading={busy === 'pdf'} onClick={() => void download('pdf')}>
          <Trans>Download PDF</Trans>
        </Button>
        <Button variant="default" loading={busy === 'csv'} onClick={() => void download('csv')}>
          <Trans>Download CSV</Trans>
        </Button>
      </Group>
    </Panel>
  )
}
