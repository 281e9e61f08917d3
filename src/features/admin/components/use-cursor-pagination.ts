import { useCallback, useEffect, useRef, useState } from 'react'
import { ADMIN_DEFAULT_PAGE_SIZE } from '../../../../contract/constants'
import {
  argsOf,
  FIRST_PAGE,
  LAST_PAGE,
  learn,
  learnTowards,
  newPageMap,
  type PageAnchor,
  type PageAnswer,
  type PageArgs,
  type PageMap,
  pageCountOf,
} from './cursor-pages'
import { rowRange, type TablePagination } from './table-pagination'

// The spec's pager over a cursor-paged admin list, in two hooks around the page's own query:
//
//   const cursor = usePageCursor(filterKey)
//   const list = useGetAdminUsersQuery({ ...filter, ...cursor.args })
//   const [fetchUsers] = useLazyGetAdminUsersQuery()
//   const pagination = useCursorPagination(cursor, list, (args) => fetchUsers({ ...filter, ...args }, true).unwrap())
//
// New filters or a new page size go back to page 1 and forget every cursor; a deletion refetches the
// current page (the list's tags) and its answer, with a new total, replaces what was learnt.

interface View {
  key: string
  page: number
  anchor: PageAnchor
}

export interface PageCursor {
  /** Changes with the filters and the page size: what the cursors were learnt for. */
  key: string
  pageSize: number
  page: number
  anchor: PageAnchor
  /** The paging part of the current page's query. */
  args: PageArgs
  show: (page: number, anchor: PageAnchor) => void
  setPageSize: (size: number) => void
  /** How to ask for each page learnt so far (see cursor-pages.ts), for `key`. */
  learnt: { current: { key: string; map: PageMap } }
}

/** Which page of the list is shown, and how to ask for it. */
export function usePageCursor(filterKey: string): PageCursor {
  const [pageSize, setPageSize] = useState<number>(ADMIN_DEFAULT_PAGE_SIZE)
  const key = `${filterKey}|${pageSize}`
  const [view, setView] = useState<View>({ key, page: 1, anchor: FIRST_PAGE })
  const learnt = useRef({ key, map: newPageMap() })
  if (view.key !== key) {
    // Adjusting state while rendering: React renders again at once, before anything is painted.
    setView({ key, page: 1, anchor: FIRST_PAGE })
  }
  const current = view.key === key ? view : { key, page: 1, anchor: FIRST_PAGE }
  const show = useCallback((page: number, anchor: PageAnchor) => setView({ key, page, anchor }), [key])
  return {
    key,
    pageSize,
    page: current.page,
    anchor: current.anchor,
    args: argsOf(current.anchor, pageSize),
    show,
    setPageSize,
    learnt,
  }
}

interface ListQuery {
  /** The answer for the current arguments; undefined while it is being fetched. */
  currentData?: PageAnswer
  /** The last answer shown, for the total while the next page comes. */
  data?: PageAnswer
}

/** The pager of the table: learns from each answer, and walks to pages it does not know yet. */
export function useCursorPagination(
  cursor: PageCursor,
  list: ListQuery,
  fetchPage: (args: PageArgs) => Promise<PageAnswer>,
): TablePagination {
  const { key, pageSize, page, anchor, show, learnt } = cursor
  const [walking, setWalking] = useState(false)
  const walk = useRef(0)
  const latest = useRef({ key, fetchPage })
  useEffect(() => {
    latest.current = { key, fetchPage }
  })
  if (learnt.current.key !== key) learnt.current = { key, map: newPageMap() }

  // The walk of the latest render, for the effect below (which must not re-run for a new function).
  const walker = useRef(walkTo)
  useEffect(() => {
    walker.current = walkTo
  })

  const answer = list.currentData
  useEffect(() => {
    if (!answer || learnt.current.key !== key) return
    const { map, stale } = learn(learnt.current.map, page, anchor, answer, pageSize)
    learnt.current = { key, map }
    // A page past the end (a deletion emptied the last page, rows went meanwhile): show the last one.
    const count = pageCountOf(answer.total, pageSize)
    if (page > count) show(count, count === 1 ? FIRST_PAGE : LAST_PAGE)
    else if (stale) void walker.current(page, answer.total)
  }, [answer, key, page, anchor, pageSize, show, learnt])

  /** Shows page `requested` of `total` rows, learning the pages on the way to it first. */
  async function walkTo(requested: number, total: number) {
    const count = pageCountOf(total, pageSize)
    const target = Math.min(Math.max(1, requested), count)
    const id = ++walk.current
    const stillWanted = () => walk.current === id && latest.current.key === key
    let map = learnt.current.map
    if (!map.anchors.has(target)) {
      setWalking(true)
      try {
        map = await learnTowards(map, target, pageSize, latest.current.fetchPage, stillWanted)
        if (stillWanted()) learnt.current = { key, map }
      } catch {
        // The page's own query shows the failure ('Failed to fetch users'…) when it is asked again.
      } finally {
        if (walk.current === id) setWalking(false)
      }
    }
    if (!stillWanted()) return
    const found = map.anchors.get(target)
    if (found) show(target, found)
  }

  const total = (list.currentData ?? list.data)?.total ?? 0
  return {
    page,
    pageSize,
    pageCount: pageCountOf(total, pageSize),
    total,
    ...rowRange(page, pageSize, total),
    setPage: (next) => void walkTo(next, total),
    setPageSize: cursor.setPageSize,
    busy: walking,
  }
}
