// The queue as the UI sees it: what waits (mirrored from IndexedDB at start and after each change),
// whether a drain runs, and why the last one stopped.
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { QueuedUse } from './card-use-queue-core'

export interface OfflineQueueState {
  items: QueuedUse[]
  draining: boolean
  lastError: string | null
  /** False until the stored queue was read once. */
  hydrated: boolean
}

const initialState: OfflineQueueState = { items: [], draining: false, lastError: null, hydrated: false }

export const offlineQueueSlice = createSlice({
  name: 'offlineQueue',
  initialState,
  reducers: {
    queueLoaded: (state, action: PayloadAction<QueuedUse[]>) => {
      state.items = action.payload
      state.hydrated = true
    },
    drainStarted: (state) => {
      state.draining = true
    },
    drainFinished: (state, action: PayloadAction<string | null>) => {
      state.draining = false
      state.lastError = action.payload
    },
  },
})

export const { queueLoaded, drainStarted, drainFinished } = offlineQueueSlice.actions

type WithQueue = { [offlineQueueSlice.reducerPath]: OfflineQueueState }

export const selectQueuedUses = (state: WithQueue) => state.offlineQueue.items

/** The purchases (transaction ids) whose use waits to be sent. */
export const selectPendingTransactionIds = createSelector(
  [selectQueuedUses],
  (items): ReadonlySet<string> => new Set(items.map((item) => item.transactionId)),
)
