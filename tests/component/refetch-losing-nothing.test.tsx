import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useRefetchLosingNothing } from '../../src/lib/live-updates'

// A live update that comes while the page's query is already fetching must not be lost: RTK Query
// drops that refetch, and the answer in flight may be older than the change announced.
describe('a refetch asked for by a live update', () => {
  it('runs at once when nothing is in flight', () => {
    const refetch = vi.fn()
    const { result } = renderHook(() => useRefetchLosingNothing({ refetch, isFetching: false }))
    result.current()
    expect(refetch).toHaveBeenCalledTimes(1)
  })

  it('runs once more after the one in flight settles, however many updates came meanwhile', () => {
    const refetch = vi.fn()
    const { result, rerender } = renderHook(
      ({ isFetching }) => useRefetchLosingNothing({ refetch, isFetching }),
      { initialProps: { isFetching: true } },
    )
    result.current()
    result.current()
    expect(refetch).not.toHaveBeenCalled()
    rerender({ isFetching: false })
    expect(refetch).toHaveBeenCalledTimes(1)
    rerender({ isFetching: false })
    expect(refetch).toHaveBeenCalledTimes(1)
  })

  it('does not ask twice before the page has seen its own refetch start', () => {
    const refetch = vi.fn()
    const { result, rerender } = renderHook(
      ({ isFetching }) => useRefetchLosingNothing({ refetch, isFetching }),
      { initialProps: { isFetching: false } },
    )
    result.current()
    result.current() // before the re-render that says the first is in flight
    expect(refetch).toHaveBeenCalledTimes(1)
    rerender({ isFetching: true })
    rerender({ isFetching: false })
    expect(refetch).toHaveBeenCalledTimes(2)
  })
})
