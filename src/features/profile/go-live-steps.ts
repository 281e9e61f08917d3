// The go-live guide's steps, remembered once done: the stream URL generated, OBS's overlay connected,
// a test card sent. A reload (or closing OBS for the day) does not untick what the creator has done;
// kept per account in this browser's storage, which logging out clears with the rest.
import { useLocalStorage } from '@mantine/hooks'
import { useCallback } from 'react'
import { useSession } from '../../lib/session-slice'

export type GoLiveStep = 'url' | 'connected' | 'testCard'

const storageKey = (userId: string) => `cardcast.go-live-steps.${userId}`

export function useGoLiveSteps() {
  const userId = useSession().user?._id ?? 'signed-out'
  const [done, setDone] = useLocalStorage<GoLiveStep[]>({
    key: storageKey(userId),
    defaultValue: [],
    // Read at the first render, so that a reload shows the ticks at once rather than a frame later.
    getInitialValueInEffect: false,
  })
  const mark = useCallback(
    (step: GoLiveStep) => setDone((steps) => (steps.includes(step) ? steps : [...steps, step])),
    [setDone],
  )
  return { isDone: (step: GoLiveStep) => done.includes(step), mark }
}
