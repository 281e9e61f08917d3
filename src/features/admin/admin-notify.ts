// Admin toasts: the global <Toaster> settings (top-right, closing after 2 s).
// An id keeps one toast per failure however many renders notice it; a flow's success given the same id
// replaces that flow's earlier error.
// The contract's messages (adminMessages, payoutMessages…) are English and show in the app's language
// through contract/translate.ts; Lingui's messages and the server's answers are in it already and pass
// unchanged (translateMessage knows only the contract's English).
import toast from 'react-hot-toast'
import { translateMessage } from '../../../contract/translate'
import { currentLocale } from '../../lib/i18n'
import { wantToasts } from '../../lib/toasts-wanted'

// Whoever imports this may raise a toast: the toasts' stack mounts (src/app/provider.tsx).
wantToasts()

const shown = (message: string) => translateMessage(message, currentLocale())

export const adminToast = {
  success: (message: string, id?: string) => toast.success(shown(message), id ? { id } : undefined),
  error: (message: string, id?: string) => toast.error(shown(message), id ? { id } : undefined),
}
