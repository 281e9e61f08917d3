// 'Download CSV' on the Earnings page: every page of the ledger read afresh from the API (the largest
// page the server gives), written as CSV in the browser (ledger-csv.ts) and handed over as a file.
import { useState } from 'react'
import { MAX_PAGE_SIZE } from '../../../contract/constants'
import { istToday } from '../../../contract/dates'
import { type EarningsEntry, earningsMessages } from '../../../contract/earnings'
import { saveFile } from '../../lib/download-file'
import { notify } from '../../lib/notify'
import { useLabel } from '../../lib/use-label'
import { earningsApi } from './earnings-api'
import { ledgerCsv } from './ledger-csv'

/** The download button's action and whether it is running. */
export function useLedgerCsv() {
  const show = useLabel()
  const [fetchPage] = earningsApi.endpoints.getEarningsEntriesPage.useLazyQuery()
  const [busy, setBusy] = useState(false)

  async function downloadLedger() {
    if (busy) return
    setBusy(true)
    try {
      const entries: EarningsEntry[] = []
      let cursor: string | null = null
      do {
        const page = await fetchPage(
          cursor ? { limit: MAX_PAGE_SIZE, cursor } : { limit: MAX_PAGE_SIZE },
        ).unwrap()
        entries.push(...page.entries)
        cursor = page.nextCursor
      } while (cursor)
      saveFile(
        `cardcast-earnings-${istToday()}.csv`,
        new Blob([ledgerCsv(entries)], { type: 'text/csv;charset=utf-8' }),
      )
      notify.success(show(earningsMessages.csvReady))
    } catch {
      notify.error(show(earningsMessages.csvFailed))
    } finally {
      setBusy(false)
    }
  }

  return { downloadLedger, busy }
}
