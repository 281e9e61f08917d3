// The page numbers of a cursor-paged admin table (the pure part of use-cursor-pagination.ts). The
// server answers a page for a cursor, not for a number, so the table remembers how to ask for each page
// it has learnt about: page 1 (no cursor), the last page (`from=end`, one call however long the list),
// and each page's neighbours (the `nextCursor` and `prevCursor` of an answer). A page nobody has learnt
// yet is reached by walking from the nearest known page, forwards or backwards, one small call a step.
// 'Last' is a reverse query rather than a walk, so that it costs one call on a list of any length, and
// the page numbers shown near the end (Last - 1 …) are then a step or two backwards from there.

/**
 * How to ask for a page. A cursor learnt from a `prevCursor` finds its page from a later one (the rows
 * just before it): `backward`, trusted only while the total holds.
 */
export type PageAnchor =
  | { kind: 'first' }
  | { kind: 'last' }
  | { kind: 'cursor'; cursor: string; backward: boolean }

/** The paging part of a list call's query. */
export interface PageArgs {
  limit: number
  cursor?: string
  from?: 'end'
}

/** What every page's answer says besides its rows. */
export interface PageAnswer {
  total: number
  nextCursor: string | null
  prevCursor: string | null
}

export const FIRST_PAGE: PageAnchor = { kind: 'first' }
export const LAST_PAGE: PageAnchor = { kind: 'last' }

export const pageCountOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size))

export function argsOf(anchor: PageAnchor, limit: number): PageArgs {
  if (anchor.kind === 'cursor') return { limit, cursor: anchor.cursor }
  if (anchor.kind === 'last') return { limit, from: 'end' }
  return { limit }
}

/** How to ask for each page learnt so far, for one set of filters and one page size. */
export interface PageMap {
  /** The total the anchors were learnt with; null before the first answer. */
  total: number | null
  anchors: ReadonlyMap<number, PageAnchor>
}

export const newPageMap = (): PageMap => ({ total: null, anchors: new Map([[1, FIRST_PAGE]]) })

export interface Learnt {
  map: PageMap
  /**
   * The answer is not page `page` any more: it was asked from a later page (a backward cursor) and rows
   * came or went meanwhile, so its rows sit a few places off. Ask for the page again (walk to it).
   */
  stale: boolean
}

/**
 * What the answer for `page` (asked with `anchor`) teaches. A new total means rows came or went since
 * the other anchors were learnt, so their page numbers may be off: they are forgotten. This page and
 * its neighbours are kept when this page still counts from the start (page 1, a forward cursor: rows
 * before it did not move, as when a row of this very page was deleted) or is the last (`from=end` is
 * counted with the new total); the first and the last page are always known.
 */
export function learn(
  map: PageMap,
  page: number,
  anchor: PageAnchor,
  answer: PageAnswer,
  size: number,
): Learnt {
  const count = pageCountOf(answer.total, size)
  const changed = map.total !== null && map.total !== answer.total
  const anchors = new Map<number, PageAnchor>(changed ? [[1, FIRST_PAGE]] : map.anchors)
  for (const [known] of anchors) if (known > count) anchors.delete(known)
  if (count > 1) anchors.set(count, LAST_PAGE)
  const total = answer.total
  if (changed && anchor.kind === 'cursor' && anchor.backward) return { map: { total, anchors }, stale: true }
  if (page <= count) anchors.set(page, anchor)
  if (answer.nextCursor && page + 1 < count) {
    anchors.set(page + 1, { kind: 'cursor', cursor: answer.nextCursor, backward: false })
  }
  // A forward anchor, where known, is kept: it still holds after a row of a later page is deleted.
  const before = anchors.get(page - 1)
  const forwardBefore = before?.kind === 'cursor' && !before.backward
  if (answer.prevCursor && page - 1 > 1 && !forwardBefore) {
    anchors.set(page - 1, { kind: 'cursor', cursor: answer.prevCursor, backward: true })
  }
  return { map: { total, anchors }, stale: false }
}

/** The known page to walk from towards `target` (forwards or backwards): the fewer calls wins. */
export function nearestKnown(map: PageMap, target: number): number {
  let below = 1
  let above = Number.POSITIVE_INFINITY
  for (const [page] of map.anchors) {
    if (page <= target && page > below) below = page
    if (page >= target && page < above) above = page
  }
  return target - below <= above - target ? below : above
}

/**
 * Learns pages from the nearest known one until `target` is known, one call a step; returns what was
 * learnt (without `target` when the list ended first, a call failed, or `wanted` turned false).
 */
export async function learnTowards(
  start: PageMap,
  target: number,
  size: number,
  fetchPage: (args: PageArgs) => Promise<PageAnswer>,
  wanted: () => boolean = () => true,
): Promise<PageMap> {
  let map = start
  const guard = Math.max(pageCountOf(map.total ?? 0, size), target) + 2
  // The guard stops a list that keeps changing under the walk.
  for (let step = 0; !map.anchors.has(target) && step < guard; step += 1) {
    const from = nearestKnown(map, target)
    const anchor = map.anchors.get(from)
    if (!anchor) break
    const answer = await fetchPage(argsOf(anchor, size))
    if (!wanted()) break
    map = learn(map, from, anchor, answer, size).map
  }
  return map
}
