import { useEffect, useState } from 'react'
import { useStore } from 'react-redux'
import { useApiReady } from '../api/api-loader'
import { useIsLoggedIn } from '../lib/session-slice'
import type { QueueStore } from './card-use-queue'
import { OfflineBanner } from './offline-banner'
import classes from './offline-runtime.module.css'
import { UpdatePrompt } from './update-prompt'

/**
 * Mounted once inside the app's providers: runs the queued card uses (load, drain, retry) for the
 * app's store, and shows the offline banner and the 'New version available' prompt.
 */
export function OfflineRuntime() {
  const store = useStore() as unknown as QueueStore
  // The queue sends through the API slice, and only a signed-in user has uses to send: a signed-out
  // visitor's page loads neither the queue nor the API client, not even on /login, whose form loads
  // the client. Once someone has signed in the queue stays: after a session expires it keeps the
  // uses and sends them at the next login.
  const loggedIn = useIsLoggedIn()
  const [queueWanted, setQueueWanted] = useState(loggedIn)
  if (loggedIn && !queueWanted) setQueueWanted(true)
  const apiReady = useApiReady(queueWanted)
  useEffect(() => {
    if (!apiReady || !queueWanted) return
    let stopQueue: (() => void) | undefined
    let unmounted = false
    void import('./card-use-queue').then(({ startUseCardQueue }) => {
      if (!unmounted) stopQueue = startUseCardQueue(store)
    })
    return () => {
      unmounted = true
      stopQueue?.()
    }
  }, [apiReady, queueWanted, store])
  return (
    <div className={classes.dock}>
      <OfflineBanner />
      <UpdatePrompt />
    </div>
  )
}
