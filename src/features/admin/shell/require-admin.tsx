import { Navigate, Outlet } from 'react-router'
import { paths } from '../../../../contract/paths'
import { useAdminSession } from '../admin-session'

/** The guarded admin routes need a stored admin token, and nothing else. */
export function RequireAdmin() {
  const { token } = useAdminSession()
  return token ? <Outlet /> : <Navigate to={paths.admin.login} replace />
}
