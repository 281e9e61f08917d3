import { useNavigate } from 'react-router'
import { adminMessages } from '../../../../contract/admin'
import { paths } from '../../../../contract/paths'
import { useAdminLogoutMutation } from '../admin-api'
import { adminToast } from '../admin-notify'
import { clearAdminSession } from '../admin-session'

/**
 * Logout: the server revokes the token; whether that works or not, the admin session
 * is cleared here and the admin goes to the login page.
 */
export function useAdminLogout(): () => Promise<void> {
  const [logout] = useAdminLogoutMutation()
  const navigate = useNavigate()
  return async () => {
    try {
      await logout().unwrap()
    } catch {
      // An unreachable server or a dead token: the session ends all the same.
    }
    clearAdminSession()
    adminToast.success(adminMessages.loggedOut)
    navigate(paths.admin.login, { replace: true })
  }
}
