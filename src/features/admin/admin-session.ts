// The administrator's session in localStorage: 'adminToken', 'adminUser'
// (JSON) and 'adminRole', apart from the user session and kept the same way (src/lib/stored-session.ts).
// Stored at login; removed at logout and on any 401 of an admin call (src/features/admin/admin-base-query.ts).
import type { AdminAccount } from '../../../contract/admin-auth'
import { createStoredSession, parseJsonObject, useStoredSession } from '../../lib/stored-session'

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

export const adminSession = createStoredSession({
  keys: ADMIN_SESSION_KEYS,
  parse: (stored): AdminSession => ({
    token: stored.token,
    user: parseJsonObject<AdminAccount>(stored.user),
    role: stored.role,
  }),
  serialize: (session) => ({
    token: session.token,
    user: session.user ? JSON.stringify(session.user) : null,
    role: session.role,
  }),
})

/** The administrator's credentials, for a call made outside the admin API slice (a file download). */
export function adminSessionHeaders(): Record<string, string> {
  const { token } = adminSession.read()
  return token ? { Authorization: `Bearer ${token}` } : {}
}

/** What a successful admin login answers with. */
export interface AdminGrant {
  token: string
  admin: AdminAccount
  role: string
}

export function storeAdminSession(grant: AdminGrant): void {
  adminSession.store({ token: grant.token, user: grant.admin, role: grant.role })
}

/** Keeps the stored admin user in step with the profile (the header shows its name and avatar). */
export function updateStoredAdminUser(admin: AdminAccount): void {
  const session = adminSession.read()
  if (session.token) adminSession.store({ ...session, user: admin })
}

export function clearAdminSession(): void {
  adminSession.clear()
}

/** The stored admin session; re-renders when it is stored or cleared, here or in another tab. */
export function useAdminSession(): AdminSession {
  return useStoredSession(adminSession)
}
