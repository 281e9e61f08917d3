// The quarterly TDS report (section 194-O) as CSV, in the shape a TDS return takes it: one row per
// deduction with the creator's PAN and name, the amount credited, the tax and the date (docs/tax.md).
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, NativeSelect, Paper, Text, Title } from '@mantine/core'
import { useId, useState } from 'react'
import { financialYearLabel, financialYearStart } from '../../../../contract/tax-rules'
import { financialYearOptions } from '../../../lib/financial-years'
import { useDownload } from '../../../lib/use-download'
import { adminToast } from '../admin-notify'
import { adminSessionHeaders } from '../admin-session'

export function TdsReport() {
  const { t } = useLingui()
  const quarters = [
    { value: '1', label: t`Q1 (Apr–Jun)` },
    { value: '2', label: t`Q2 (Jul–Sep)` },
    { value: '3', label: t`Q3 (Oct–Dec)` },
    { value: '4', label: t`Q4 (Jan–Mar)` },
  ]
  const titleId = useId()
  const [year, setYear] = useState(String(financialYearStart(new Date())))
  const [quarter, setQuarter] = useState('1')
  const { busy: downloading, download: save } = useDownload((message) =>
    adminToast.error(message ?? t`Failed to download the TDS report.`),
  )
  const busy = downloading !== null

  function download() {
    return save('csv', {
      url: `/auth/admin/tds-report.csv?year=${year}&quarter=${quarter}`,
      headers: adminSessionHeaders(),
      fallbackName: `tds-${financialYearLabel(Number(year))}-q${quarter}.csv`,
    })
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h4" id={titleId}>
        <Trans>TDS report</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        <Trans>Every TDS deduction of a quarter under section 194-O, for the quarterly return.</Trans>
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t`Financial year`}
          data={financialYearOptions()}
          value={year}
          onChange={(event) => setYear(event.currentTarget.value)}
          w={150}
        />
        <NativeSelect
          label={t`Quarter`}
          data={quarters}
          value={quarter}
          onChange={(event) => setQuarter(event.currentTarget.value)}
          w={170}
        />
        <Button variant="light" loading={busy} onClick={() => void download()}>
          <Trans>Download TDS report</Trans>
        </Button>
      </Group>
    </Paper>
  )
}
