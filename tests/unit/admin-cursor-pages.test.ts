import { describe, expect, it } from 'vitest'
import {
  argsOf,
  learn,
  learnTowards,
  newPageMap,
  type PageAnswer,
  type PageArgs,
  type PageMap,
  pageCountOf,
} from '../../src/features/admin/components/cursor-pages'

// The admin pager's page numbers over cursors, against a stand-in for the server's keyset paging
// (server/db/keyset.ts): newest first; `cursor` after or before a row; `from=end` for the last page.

interface Answer extends PageAnswer {
  rows: number[]
}

/** Rows are numbers, newest first: [n, n-1, …, 1]. */
function fakeList(initial: number) {
  let rows = Array.from({ length: initial }, (_, index) => initial - index)
  const calls: PageArgs[] = []
  const cursorOf = (direction: 'a' | 'b', row: number) => `${direction}${row}`
  function page(args: PageArgs): Answer {
    calls.push(args)
    const { limit } = args
    const total = rows.length
    const answer = (slice: number[], hasOlder: boolean, hasNewer: boolean): Answer => ({
      rows: slice,
      total,
      nextCursor: hasOlder && slice.length ? cursorOf('a', slice.at(-1) as number) : null,
      prevCursor: hasNewer && slice.length ? cursorOf('b', slice[0] as number) : null,
    })
    if (args.from === 'end') {
      const size = total === 0 ? 0 : total - (pageCountOf(total, limit) - 1) * limit
      return answer(rows.slice(total - size), false, total > size)
    }
    if (!args.cursor) return answer(rows.slice(0, limit), rows.length > limit, false)
    const position = Number(args.cursor.slice(1))
    if (args.cursor.startsWith('a')) {
      const older = rows.filter((row) => row < position)
      return answer(older.slice(0, limit), older.length > limit, true)
    }
    const newer = rows.filter((row) => row > position)
    return answer(newer.slice(-limit), true, newer.length > limit)
  }
  return {
    calls,
    page,
    remove: (row: number) => {
      rows = rows.filter((other) => other !== row)
    },
    /** Page `number` counted from the start, as the pager's text promises it. */
    expected: (number: number, size: number) => rows.slice((number - 1) * size, number * size),
  }
}

/** What the pager does for a click on page `target`: learn towards it, then ask for it. */
async function open(list: ReturnType<typeof fakeList>, map: PageMap, target: number, size: number) {
  const walked = await learnTowards(map, target, size, async (args) => list.page(args))
  const anchor = walked.anchors.get(target)
  if (!anchor) throw new Error(`page ${target} not reached`)
  const answer = list.page(argsOf(anchor, size))
  return { answer, ...learn(walked, target, anchor, answer, size) }
}

describe('cursor pages', () => {
  it('reaches every page of every size from page 1, from the last page and from each other', async () => {
    for (const total of [0, 1, 4, 5, 23, 100]) {
      for (const size of [5, 10, 25]) {
        const list = fakeList(total)
        const count = pageCountOf(total, size)
        const first = list.page(argsOf({ kind: 'first' }, size))
        let map = learn(newPageMap(), 1, { kind: 'first' }, first, size).map
        for (const target of [
          count,
          1,
          ...Array.from({ length: count }, (_, index) => index + 1).reverse(),
        ]) {
          const opened = await open(list, map, target, size)
          expect(opened.answer.rows, `${total} rows, size ${size}, page ${target}`).toEqual(
            list.expected(target, size),
          )
          map = opened.map
        }
      }
    }
  })

  it("goes to 'Last' in one call and to a page near it in a few", async () => {
    const list = fakeList(10_000)
    const first = list.page({ limit: 10 })
    const map = learn(newPageMap(), 1, { kind: 'first' }, first, 10).map
    list.calls.length = 0
    const last = await open(list, map, 1000, 10)
    expect(list.calls).toEqual([{ limit: 10, from: 'end' }])
    expect(last.answer.rows).toEqual(list.expected(1000, 10))
    list.calls.length = 0
    const near = await open(list, last.map, 997, 10)
    expect(near.answer.rows).toEqual(list.expected(997, 10))
    expect(list.calls.length).toBe(3)
  })

  it('after a deletion on a page reached backwards, asks for that page again from a trusted anchor', async () => {
    const list = fakeList(23)
    const size = 5
    const first = list.page({ limit: size })
    let map = learn(newPageMap(), 1, { kind: 'first' }, first, size).map
    map = (await open(list, map, 5, size)).map // Last, then Previous: page 4 from the end
    const fourth = await open(list, map, 4, size)
    const anchor = fourth.map.anchors.get(4)
    expect(anchor).toMatchObject({ kind: 'cursor', backward: true })
    if (anchor?.kind !== 'cursor') return
    list.remove(fourth.answer.rows[0] as number)
    // The same cursor now gives the wrong rows (they moved one place)…
    const refetched = list.page(argsOf(anchor, size))
    expect(refetched.rows).not.toEqual(list.expected(4, size))
    // …which the new total gives away: the page is asked for again.
    const relearnt = learn(fourth.map, 4, anchor, refetched, size)
    expect(relearnt.stale).toBe(true)
    const again = await open(list, relearnt.map, 4, size)
    expect(again.answer.rows).toEqual(list.expected(4, size))
  })

  it('keeps a forward page after a deletion on it: the rows before it did not move', async () => {
    const list = fakeList(23)
    const size = 5
    const first = list.page({ limit: size })
    const map = learn(newPageMap(), 1, { kind: 'first' }, first, size).map
    const second = await open(list, map, 2, size)
    const anchor = second.map.anchors.get(2)
    expect(anchor).toMatchObject({ kind: 'cursor', backward: false })
    if (!anchor) return
    list.remove(second.answer.rows[2] as number)
    const refetched = list.page(argsOf(anchor, size))
    expect(refetched.rows).toEqual(list.expected(2, size))
    const relearnt = learn(second.map, 2, anchor, refetched, size)
    expect(relearnt.stale).toBe(false)
    expect(relearnt.map.total).toBe(22)
  })
})
