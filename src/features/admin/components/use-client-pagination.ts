import { useMemo, useState } from 'react'
import { ADMIN_DEFAULT_PAGE_SIZE } from '../../../../contract/constants'
import { rowRange, type TablePagination } from './table-pagination'

export interface ClientPagination<Row> extends TablePagination {
  pageRows: Row[]
}

/**
 * Pages a short, bounded list in the browser: the dashboard's recent activity and an administrator's
 * activity log (ADMIN_ACTIVITY_LIMIT rows each). The lists that grow (users, cards, transactions) are
 * paged by the server instead (use-cursor-pagination.ts). A page past the end, after the list shrank,
 * shows the last page instead.
 */
export function useClientPagination<Row>(rows: readonly Row[]): ClientPagination<Row> {
  const [requestedPage, setPage] = useState(1)
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
    ...rowRange(page, pageSize, total),
    pageRows,
    setPage,
    setPageSize: (size: number) => {
      setSize(size)
      setPage(1)
    },
  }
}
