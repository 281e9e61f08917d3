import { useState } from 'react'
import { adminToast } from '../admin-notify'
import { ConfirmDeleteModal } from './confirm-delete-modal'

interface DeleteMessages {
  success: string
  failure: string
}

/**
 * A Delete button's whole flow: ask, call, toast. Returns `ask(id)` for the row buttons and the modal
 * to render once per page.
 */
export function useConfirmDelete(remove: (id: string) => Promise<unknown>, messages: DeleteMessages) {
  const [pendingId, setPendingId] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function confirm() {
    if (!pendingId) return
    setBusy(true)
    try {
      await remove(pendingId)
      adminToast.success(messages.success)
      setPendingId(null)
    } catch {
      adminToast.error(messages.failure)
      setPendingId(null)
    } finally {
      setBusy(false)
    }
  }

  const modal = (
    <ConfirmDeleteModal
      opened={pendingId !== null}
      loading={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setPendingId(null)}
    />
  )
  return { ask: setPendingId, modal }
}
