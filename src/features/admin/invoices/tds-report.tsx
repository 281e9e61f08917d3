// The quarterly TDS report (section 194-O) as CSV, in the shape a TDS return takes it: one row per
// deduction with the creator's PAN and name, the amount credited, the tax and the date (docs/tax.md).
import { Button, Group, NativeSelect, Paper, Text, Title } from '@mantine/core'
import { useId, useState } from 'react'
import { financialYearLabel, financialYearStart } from '../../../../contract/tax-rules'
import { financialYearOptions } from '../../../lib/financial-years'
import { useDownload } from '../../../lib/use-download'
import { adminToast } from '../admin-notify'
import { adminSessionHeaders } from '../admin-session'

const QUARTERS = [
  { value: '1', label: 'Q1 (Apr–Jun)' },
  { value: '2', label: 'Q2 (Jul–Sep)' },
  { value: '3', label: 'Q3 (Oct–Dec)' },
  { value: '4', label: 'Q4 (Jan–Mar)' },
]

export function TdsReport() {
  const titleId = useId()
  const [year, setYear] = useState(String(financialYearStart(new Date())))
  const [quarter, setQuarter] = useState('1')
  const { busy: downloading, download: save } = useDownload((message) =>
    adminToast.error(message ?? 'Failed to download the TDS report.'),
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
        TDS report
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Every TDS deduction of a quarter under section 194-O, for the quarterly return.
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label="Financial year"
          data={financialYearOptions()}
          value={year}
          onChange={(event) => setYear(event.currentTarget.value)}
          w={150}
        />
        <NativeSelect
          label="Quarter"
          data={QUARTERS}
          value={quarter}
          onChange={(event) => setQuarter(event.currentTarget.value)}
          w={170}
        />
        <Button variant="light" loading={busy} onClick={() => void download()}>
          Download TDS report
        </Button>
      </Group>
    </Paper>
  )
}
