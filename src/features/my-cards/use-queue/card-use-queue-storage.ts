// Where queued uses wait: IndexedDB in the browser (a database of its own, so that it survives the
// log-out, which clears localStorage), memory in tests and where IndexedDB is missing.
import { createStore, del, set, values } from 'idb-keyval'
import type { QueuedUse, QueueStorage } from './card-use-queue-core'

// idb-keyval keeps one object store per database: a second store needs a database of its own.
export const QUEUE_DB = 'cardcast-offline'
export const QUEUE_STORE = 'queue'

const oldestFirst = (a: QueuedUse, b: QueuedUse) => a.queuedAt - b.queuedAt

export function createIdbQueueStorage(): QueueStorage {
  const store = createStore(QUEUE_DB, QUEUE_STORE)
  return {
    load: async () => (await values<QueuedUse>(store)).sort(oldestFirst),
    put: (item) => set(item.idempotencyKey, item, store),
    remove: (key) => del(key, store),
  }
}

export function createMemoryQueueStorage(initial: QueuedUse[] = []): QueueStorage {
  const items = new Map(initial.map((item) => [item.idempotencyKey, item]))
  return {
    load: async () => [...items.values()].sort(oldestFirst),
    put: async (item) => {
      items.set(item.idempotencyKey, item)
    },
    remove: async (key) => {
      items.delete(key)
    },
  }
}

/** IndexedDB where the browser has it (not in Node, nor in some private modes), memory otherwise. */
export function createQueueStorage(): QueueStorage {
  return typeof indexedDB === 'undefined' ? createMemoryQueueStorage() : createIdbQueueStorage()
}
