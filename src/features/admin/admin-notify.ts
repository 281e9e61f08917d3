// Admin toasts: the global <Toaster> settings (top-right, closing after 2 s).
// An id keeps one toast per failure however many renders notice it; a flow's success given the same id
// replaces that flow's earlier error.
import toast from 'react-hot-toast'
import { wantToasts } from '../../lib/toasts-wanted'

// Whoever imports this may raise a toast: the toasts' stack mounts (src/app/provider.tsx).
wantToasts()

export const adminToast = {
  success: (message: string, id?: string) => toast.success(message, id ? { id } : undefined),
  error: (message: string, id?: string) => toast.error(message, id ? { id } : undefined),
}
