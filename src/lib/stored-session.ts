// One way to keep a session in localStorage, for the user session (src/lib/session.ts) and the admin
// session (src/features/admin/admin-session.ts): a few named keys, read and written together, read
// back as one value that stays the same object until a key changes, and followed across tabs (the
// `storage` event) and within this tab (writes made through a stored session).
import { useSyncExternalStore } from 'react'

/** The stored strings of a session's fields; null for an absent key (and, when storing, to remove it). */
export type StoredStrings<Field extends string> = Record<Field, string | null>

export interface StoredSessionOptions<Field extends string, Session> {
  /** Each field's localStorage key. */
  keys: Record<Field, string>
  /** The session the stored strings make. */
  parse: (stored: StoredStrings<Field>) => Session
  /** The strings that store a session. */
  serialize: (session: Session) => StoredStrings<Field>
  /** What ending the session removes: its own keys (the default), or all of localStorage. */
  clears?: 'own-keys' | 'all-storage'
}

export interface StoredSession<Session> {
  /** The stored session: the same object as long as none of its keys changed. */
  read(): Session
  /** Stores a session; returns it as read back. */
  store(session: Session): Session
  /** Ends the session (see `clears`). */
  clear(): void
  /** Calls `listener` when the session may have changed, in this tab or in another. */
  subscribe(listener: () => void): () => void
  /** Calls `listener` when another tab may have changed the session. */
  subscribeToOtherTabs(listener: () => void): () => void
}

// Writes made in this tab (the `storage` event only reaches the other tabs): the keys written, or
// null when all of localStorage was cleared.
type Written = readonly string[] | null
const localWrites = new Set<(written: Written) => void>()
const announce = (written: Written) => {
  for (const notify of localWrites) notify(written)
}

/** A JSON object stored as text, or null when absent or unreadable. */
export function parseJsonObject<T extends object>(text: string | null): T | null {
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' ? (value as T) : null
  } catch {
    return null
  }
}

export function createStoredSession<Field extends string, Session>({
  keys,
  parse,
  serialize,
  clears = 'own-keys',
}: StoredSessionOptions<Field, Session>): StoredSession<Session> {
  const fields = Object.keys(keys) as Field[]
  const ownKeys: string[] = fields.map((field) => keys[field])
  const concerns = (written: Written) => written === null || written.some((key) => ownKeys.includes(key))

  // The last value read, by the strings it was read from: stable between changes, as React's
  // useSyncExternalStore and the store's selectors want it.
  let cachedFrom: string | undefined
  let cached: Session | undefined

  function read(): Session {
    const stored = {} as StoredStrings<Field>
    for (const field of fields) stored[field] = localStorage.getItem(keys[field])
    const from = JSON.stringify(fields.map((field) => stored[field]))
    if (cached === undefined || from !== cachedFrom) {
      cachedFrom = from
      cached = parse(stored)
    }
    return cached
  }

  function store(session: Session): Session {
    const stored = serialize(session)
    for (const field of fields) {
      const value = stored[field]
      if (value === null) localStorage.removeItem(keys[field])
      else localStorage.setItem(keys[field], value)
    }
    announce(ownKeys)
    return read()
  }

  function clear(): void {
    if (clears === 'all-storage') {
      localStorage.clear()
      announce(null)
      return
    }
    for (const key of ownKeys) localStorage.removeItem(key)
    announce(ownKeys)
  }

  /** Calls `listener` when another tab writes the session (the storage event). */
  function subscribeToOtherTabs(listener: () => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === localStorage && concerns(event.key === null ? null : [event.key])) listener()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }

  /** Calls `listener` when the session is written, in this tab or in another one. */
  function subscribe(listener: () => void): () => void {
    const onLocalWrite = (written: Written) => {
      if (concerns(written)) listener()
    }
    localWrites.add(onLocalWrite)
    const stopOtherTabs = subscribeToOtherTabs(listener)
    return () => {
      localWrites.delete(onLocalWrite)
      stopOtherTabs()
    }
  }

  return { read, store, clear, subscribe, subscribeToOtherTabs }
}

/** The stored session, re-rendering when it is stored or cleared, here or in another tab. */
export function useStoredSession<Session>(session: StoredSession<Session>): Session {
  return useSyncExternalStore(session.subscribe, session.read)
}
