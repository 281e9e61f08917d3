import { useEffect, useState } from 'react'
import { useSelector, useStore } from 'react-redux'
import { useApiReady } from '../api/api-loader'
import type { QueueStore } from '../features/my-cards/use-queue/card-use-queue'
import { selectQueuedUses } from '../features/my-cards/use-queue/card-use-queue-slice'
import { useIsLoggedIn } from '../lib/session-slice'
import { OfflineBanner } from '../pwa/offline-banner'
import { UpdatePrompt } from '../pwa/update-prompt'
import classes from './offline-runtime.module.css'

/**
 * Mounted once inside the app's providers: runs the queued card uses (load, drain, retry) for the
 * app's store, and shows the offline banner and the 'New version available' prompt.
 */
export function OfflineRuntime() {
  const store = useStore() as unknown as QueueStore
  const waiting = useSelector(selectQueuedUses).length
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
    void import('../features/my-cards/use-queue/card-use-queue').then(({ startUseCardQueue }) => {
      if (!unmounted) stopQueue = startUseCardQueue(store)
    })
    return () => {
      unmounted = true
      stopQueue?.()
    }
  }, [apiReady, queueWanted, store])
  return (
    <div className={classes.dock}>
      <OfflineBanner waiting={waiting} />
      <UpdatePrompt />
    </div>
  )
}
