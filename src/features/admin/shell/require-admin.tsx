import { Navigate, Outlet } from 'react-router-dom'
import { paths } from '../../../lib/paths'
import { useAdminSession } from '../admin-session'

/** The guarded admin routes need a stored admin token, and nothing else (spec section 6). */
export function RequireAdmin() {
  const { token } = useAdminSession()
  return token ? <Outlet /> : <Navigate to={paths.admin.login} replace />
}
