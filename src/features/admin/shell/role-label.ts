// An administrator's role as people read it: the one role there is, 'admin'
// (server/modules/admin/admin-accounts-repository.ts), in the app's language; any other role the
// server may answer shows as it is written.
import { useLingui } from '@lingui/react/macro'

export function useRoleLabel(): (role: string | null | undefined) => string {
  const { t } = useLingui()
  return (role) => (role === null || role === undefined || role === 'admin' ? t`Admin` : role)
}
