/** What the pager under an admin table shows and does ('Showing x to y of z entries', sizes, pages). */
export interface TablePagination {
  page: number
  pageSize: number
  pageCount: number
  total: number
  /** 1-based positions of the first and last row shown; both 0 when there are none. */
  from: number
  to: number
  setPage: (page: number) => void
  setPageSize: (size: number) => void
  /** True while the pages between here and a distant page are being fetched. */
  busy?: boolean
}

/** The 'Showing x to y' positions of `page`. */
export function rowRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 }
  return { from: (page - 1) * pageSize + 1, to: Math.min(page * pageSize, total) }
}
