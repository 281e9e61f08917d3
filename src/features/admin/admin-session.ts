// The administrator's session in localStorage (spec sections 3 and 4): 'adminToken', 'adminUser'
// (JSON) and 'adminRole', apart from the user session. Stored at login; removed at logout and on any
// 401 of an admin call (the API client calls `clearAdminSession` through its registration).
import { useSyncExternalStore } from 'react'
import { registerAdminCredentials } from '../../api/base-query'
import type { AdminAccount } from '../../contract/admin'

export const ADMIN_SESSION_KEYS = {
  token: 'adminToken',
  user: 'adminUser',
  role: 'adminRole',
} as const

export interface AdminSession {
  token: string | null
  user: AdminAccount | null
  role: string | null
}

const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}

function parseUser(raw: string | null): AdminAccount | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    return value && typeof value === 'object' ? (value as AdminAccount) : null
  } catch {
    return null
  }
}

export function readAdminToken(): string | null {
  return localStorage.getItem(ADMIN_SESSION_KEYS.token)
}

export function storeAdminSession(grant: { token: string; admin: AdminAccount; role: string }): void {
  localStorage.setItem(ADMIN_SESSION_KEYS.token, grant.token)
  localStorage.setItem(ADMIN_SESSION_KEYS.user, JSON.stringify(grant.admin))
  localStorage.setItem(ADMIN_SESSION_KEYS.role, grant.role)
  emit()
}

/** Keeps the stored admin user in step with the profile (the header shows its name and avatar). */
export function updateStoredAdminUser(admin: AdminAccount): void {
  if (!readAdminToken()) return
  localStorage.setItem(ADMIN_SESSION_KEYS.user, JSON.stringify(admin))
  emit()
}

export function clearAdminSession(): void {
  for (const key of Object.values(ADMIN_SESSION_KEYS)) localStorage.removeItem(key)
  emit()
}

// Snapshots must be stable between changes: cache by the raw stored strings.
let snapshotKey = ''
let snapshot: AdminSession = { token: null, user: null, role: null }

function readAdminSession(): AdminSession {
  const token = readAdminToken()
  const rawUser = localStorage.getItem(ADMIN_SESSION_KEYS.user)
  const role = localStorage.getItem(ADMIN_SESSION_KEYS.role)
  const key = JSON.stringify([token, rawUser, role])
  if (key !== snapshotKey) {
    snapshotKey = key
    snapshot = { token, user: parseUser(rawUser), role }
  }
  return snapshot
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab logging in or out (the `storage` event fires only in the other tabs).
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/** The stored admin session; re-renders when it is stored or cleared, here or in another tab. */
export function useAdminSession(): AdminSession {
  return useSyncExternalStore(subscribe, readAdminSession)
}

registerAdminCredentials({ token: readAdminToken, clear: clearAdminSession })
