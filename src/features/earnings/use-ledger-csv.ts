// 'Download CSV' on the Earnings page: every page of the ledger read afresh from the API (the largest
// page the server gives), written as CSV in the browser (ledger-csv.ts) and handed over as a file.
import { useState } from 'react'
import { MAX_PAGE_SIZE } from '../../../contract/constants'
import { type EarningsEntry, earningsMessages } from '../../../contract/earnings'
import { notify } from '../../lib/notify'
import { earningsApi } from './earnings-api'
import { ledgerCsv } from './ledger-csv'

function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** The download button's action and whether it is running. */
export function useLedgerCsv() {
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
      download(`cardcast-earnings-${new Date().toISOString().slice(0, 10)}.csv`, ledgerCsv(entries))
      notify.success(earningsMessages.csvReady)
    } catch {
      notify.error(earningsMessages.csvFailed)
    } finally {
      setBusy(false)
    }
  }

  return { downloadLedger, busy }
}
