// The queued 'use card' in the app: one queue per store (IndexedDB, the API slice, Web Locks), the
// hooks My Cards uses, and the start-up that drains it (at start, back online, on a new session, and
// on a timer with backoff after a network failure).
import { plural, t } from '@lingui/core/macro'
import { useCallback } from 'react'
import { useSelector, useStore } from 'react-redux'
import { cardMessages } from '../../../../contract/card-messages'
import { authMessages } from '../../../../contract/messages'
import { api } from '../../../api/api'
import { contractText } from '../../../lib/contract-text'
import { notify } from '../../../lib/notify'
import { isLiveSession, readSession } from '../../../lib/session'
import type { SessionState } from '../../../lib/session-slice'
import {
  createUseCardQueue,
  type DrainResult,
  type QueuedUse,
  type SendOutcome,
  type UseCardPayload,
  type UseCardQueue,
  type UseResult,
} from './card-use-queue-core'
import { createWebLock } from './card-use-queue-lock'
import type { AppThunkDispatch } from './card-use-queue-sender'
import {
  drainFinished,
  drainStarted,
  type OfflineQueueState,
  queueLoaded,
  selectPendingTransactionIds,
} from './card-use-queue-slice'
import { createQueueStorage } from './card-use-queue-storage'

export { CardUseRefusedError, type UseCardPayload } from './card-use-queue-core'

/** The toast of a use kept for the network, in the app's language when it is shown. */
export const offlineQueueMessage = () =>
  t`You're offline: the card will be used as soon as you're back online.`

/**
 * The sender (the API endpoint) loads with the first use instead of with the page. The service worker
 * precaches its chunk, so it loads offline too.
 */
function lazySender(dispatch: AppThunkDispatch): (item: QueuedUse) => Promise<SendOutcome> {
  let sender: Promise<(item: QueuedUse) => Promise<SendOutcome>> | null = null
  return async (item) => {
    sender ??= import('./card-use-queue-sender').then((module) => module.createUseCardSender(dispatch))
    try {
      return await (await sender)(item)
    } catch (error) {
      sender = null
      console.error('Could not send the card use', error)
      return { kind: 'unreachable' }
    }
  }
}

function announceSent(count: number): void {
  // One card: the spec's 'Card used successfully!' (the contract's, translated by notify).
  notify.success(
    count === 1
      ? cardMessages.used
      : plural(count, { one: '# card used successfully!', other: '# cards used successfully!' }),
  )
}

/** The parts of the app's store the queue needs (the app's AppStore is one). */
export interface QueueStore {
  dispatch: AppThunkDispatch
  getState(): { session: SessionState; offlineQueue: OfflineQueueState }
  subscribe(listener: () => void): () => void
}

const CHANNEL = 'cardcast-use-queue'

function errorOf(result: DrainResult): string | null {
  if (result.refused.length > 0) return result.refused.at(-1)?.message ?? null
  if (result.held === 'unreachable') return t`Cardcast could not be reached; retrying.`
  if (result.held === 'unauthorized') return contractText(authMessages.sessionExpired)
  return null
}

function createAppQueue(store: QueueStore): UseCardQueue {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)
  const refreshOwnedCards = () => store.dispatch(api.util.invalidateTags(['OwnedCard']))
  const queue = createUseCardQueue({
    storage: createQueueStorage(),
    send: lazySender(store.dispatch),
    lock: createWebLock(),
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    currentUser: () => {
      const session = readSession()
      return isLiveSession(session) ? (session.user?._id ?? null) : null
    },
    schedule: (task, delayMs) => {
      const timer = setTimeout(task, delayMs)
      return () => clearTimeout(timer)
    },
    listener: {
      changed: (items) => {
        store.dispatch(queueLoaded(items))
        channel?.postMessage('changed')
      },
      drainStarted: () => store.dispatch(drainStarted()),
      drainFinished: (result) => {
        store.dispatch(drainFinished(errorOf(result)))
        for (const { item, message } of result.refused) {
          const title = item.cardTitle
          const reason = contractText(message)
          notify.error(title ? t`${title}: ${reason}` : reason)
        }
      },
      sent: (items, via) => {
        refreshOwnedCards()
        if (via === 'drain') announceSent(items.length)
      },
      // A refused use may mean the card was used meanwhile: My Cards shows what the server says.
      refused: () => refreshOwnedCards(),
    },
  })
  // Another tab queued or sent something: show the stored queue.
  if (channel) {
    channel.onmessage = () => {
      void queue.load().then((items) => store.dispatch(queueLoaded(items)))
    }
  }
  return queue
}

const queues = new WeakMap<QueueStore, UseCardQueue>()

export function queueFor(store: QueueStore): UseCardQueue {
  let queue = queues.get(store)
  if (!queue) {
    queue = createAppQueue(store)
    queues.set(store, queue)
  }
  return queue
}

/**
 * Loads the stored queue and drains it now, whenever the browser comes back online and whenever a
 * session appears (uses held by an expired session wait for the next login). Returns the stop.
 */
export function startUseCardQueue(store: QueueStore): () => void {
  const queue = queueFor(store)
  void queue
    .load()
    .then((items) => store.dispatch(queueLoaded(items)))
    .then(() => queue.drain())

  const onOnline = () => void queue.retryNow()
  window.addEventListener('online', onOnline)

  let token = store.getState().session.token
  const unsubscribe = store.subscribe(() => {
    const next = store.getState().session.token
    if (next === token) return
    token = next
    if (next !== null) void queue.retryNow()
  })

  return () => {
    window.removeEventListener('online', onOnline)
    unsubscribe()
    queue.stop()
  }
}

// react-redux types useStore() as a plain store; the app's store has the thunk dispatch and the
// session and offlineQueue slices this module relies on.
const useQueueStore = () => useStore() as unknown as QueueStore

/** The purchases (transaction ids) whose use waits to be sent: My Cards shows them as pending. */
export function usePendingUses(): ReadonlySet<string> {
  return useSelector(selectPendingTransactionIds)
}

/**
 * 'Use Now' for My Cards: resolves `{kind: 'sent', message}` when the server took the use (its message
 * says whether it is held for the streamer), `{kind: 'queued'}` when it waits for the network or a new
 * login; rejects with CardUseRefusedError (the server's message, a cooldown's seconds) when refused.
 */
export function useSubmitCardUse(): (payload: UseCardPayload) => Promise<UseResult> {
  const store = useQueueStore()
  return useCallback((payload: UseCardPayload) => queueFor(store).submit(payload), [store])
}
