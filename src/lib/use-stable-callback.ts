import { useCallback, useLayoutEffect, useRef } from 'react'

/**
 * A function that keeps its identity across renders and calls the latest `callback`: for a prop of
 * memoised children (`memo`) that a new closure on every render would otherwise render again.
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback)
  useLayoutEffect(() => {
    latest.current = callback
  })
  return useCallback((...args: Args) => latest.current(...args), [])
}
