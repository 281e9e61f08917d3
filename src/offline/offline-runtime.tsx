import { useEffect } from 'react'
import { useStore } from 'react-redux'
import { type QueueStore, startUseCardQueue } from './card-use-queue'
import { OfflineBanner } from './offline-banner'
import classes from './offline-runtime.module.css'
import { UpdatePrompt } from './update-prompt'

/**
 * Mounted once inside the app's providers: runs the queued card uses (load, drain, retry) for the
 * app's store, and shows the offline banner and the 'New version available' prompt.
 */
export function OfflineRuntime() {
  const store = useStore() as unknown as QueueStore
  useEffect(() => startUseCardQueue(store), [store])
  return (
    <div className={classes.dock}>
      <OfflineBanner />
      <UpdatePrompt />
    </div>
  )
}
