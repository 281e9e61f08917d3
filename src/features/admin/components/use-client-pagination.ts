import { useMemo, useState } from 'react'
import { ADMIN_DEFAULT_PAGE_SIZE } from '../../../contract/constants'

export interface ClientPagination<Row> {
  page: number
  pageSize: number
  pageCount: number
  total: number
  /** 1-based positions of the first and last row shown; both 0 when there are none. */
  from: number
  to: number
  pageRows: Row[]
  setPage: (page: number) => void
  setPageSize: (size: number) => void
}

/**
 * Pages a list in the browser (the admin lists come whole from the server). A new `resetKey` (the
 * filters) goes back to page 1; a page past the end, after a deletion shrank the list, shows the last
 * page instead.
 */
export function useClientPagination<Row>(rows: readonly Row[], resetKey = ''): ClientPagination<Row> {
  const [requestedPage, setPage] = useState(1)
  const [seenKey, setSeenKey] = useState(resetKey)
  if (seenKey !== resetKey) {
    // Adjusting state while rendering: React re-renders at once, before anything is painted.
    setSeenKey(resetKey)
    setPage(1)
  }
  const [pageSize, setSize] = useState<number>(ADMIN_DEFAULT_PAGE_SIZE)
  const total = rows.length
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const page = Math.min(Math.max(1, requestedPage), pageCount)
  const pageRows = useMemo(() => rows.slice((page - 1) * pageSize, page * pageSize), [rows, page, pageSize])
  return {
    page,
    pageSize,
    pageCount,
    total,
    from: total === 0 ? 0 : (page - 1) * pageSize + 1,
    to: Math.min(page * pageSize, total),
    pageRows,
    setPage,
    setPageSize: (size: number) => {
      setSize(size)
      setPage(1)
    },
  }
}
