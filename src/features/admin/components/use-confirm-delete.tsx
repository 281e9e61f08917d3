import { useState } from 'react'
import { adminToast } from '../admin-notify'
import { ConfirmDeleteModal } from './confirm-delete-modal'

interface DeleteMessages {
  success: string
  failure: string
}

/** What a Delete button asks about: the row's id, and the words that name it in the confirmation. */
interface Pending {
  id: string
  subject: string
}

/**
 * A Delete button's whole flow: ask, call, toast. Returns `ask(id, subject)` for the row buttons (the
 * subject names what goes: 'card "Hype"') and the modal to render once per page.
 */
export function useConfirmDelete(remove: (id: string) => Promise<unknown>, messages: DeleteMessages) {
  const [pending, setPending] = useState<Pending | null>(null)
  const [busy, setBusy] = useState(false)

  async function confirm() {
    if (!pending) return
    setBusy(true)
    try {
      await remove(pending.id)
      adminToast.success(messages.success)
      setPending(null)
    } catch {
      adminToast.error(messages.failure)
      setPending(null)
    } finally {
      setBusy(false)
    }
  }

  const modal = (
    <ConfirmDeleteModal
      opened={pending !== null}
      subject={pending?.subject}
      loading={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    />
  )
  return { ask: (id: string, subject: string) => setPending({ id, subject }), modal }
}
