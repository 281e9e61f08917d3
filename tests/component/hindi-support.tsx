// What the Hindi screen tests share: pages shown once their answers are in the store (there is no
// server in a component test), and the check that none of a screen's English is left.
import { act, type ReactNode, useState } from 'react'
import { expect } from 'vitest'

/**
 * Its children once 'Show' is pressed: the test first puts the answers they read in the store, as a
 * fetch would have. There is no server here: a screen that refetches on mount tries, fails (RTK Query
 * logs it) and keeps the answer it has.
 */
export function ShownLater({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false)
  return shown ? (
    children
  ) : (
    <button type="button" onClick={() => setShown(true)}>
      Show
    </button>
  )
}

/** Dispatches RTK Query's thunks (the store's type knows the API slice only once it is injected). */
export const dispatchOn = (store: { dispatch: unknown }) => (action: unknown) =>
  act(() => (store.dispatch as (action: unknown) => Promise<unknown>)(action))

/** Fails naming every English text of `english` still on the page. */
export function expectNoEnglish(english: readonly string[]) {
  const text = document.body.textContent ?? ''
  expect(english.filter((phrase) => text.includes(phrase))).toEqual([])
}
