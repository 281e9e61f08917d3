import { ConfirmDialog } from '../../../components/confirm-dialog'
import { adminMessages } from '../../../contract/admin'

interface ConfirmDeleteModalProps {
  opened: boolean
  loading?: boolean
  title?: string
  text?: string
  onConfirm: () => void
  onCancel: () => void
}

/** The admin delete confirmation: 'Confirm Delete' and its warning unless told otherwise (spec 8). */
export function ConfirmDeleteModal({
  opened,
  loading,
  title = adminMessages.confirmDeleteTitle,
  text = adminMessages.confirmDeleteText,
  onConfirm,
  onCancel,
}: ConfirmDeleteModalProps) {
  return (
    <ConfirmDialog
      opened={opened}
      title={title}
      confirmLabel="Delete"
      color="red"
      loading={loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {text}
    </ConfirmDialog>
  )
}
