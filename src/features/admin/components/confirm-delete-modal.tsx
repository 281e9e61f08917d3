import { Text } from '@mantine/core'
import { adminMessages } from '../../../../contract/admin'
import { ConfirmDialog } from '../../../components/confirm-dialog'

interface ConfirmDeleteModalProps {
  opened: boolean
  loading?: boolean
  title?: string
  text?: string
  /** What goes, named under the warning ('card "Hype"'). */
  subject?: string
  onConfirm: () => void
  onCancel: () => void
}

/** The admin delete confirmation: 'Confirm Delete', its warning unless told otherwise, and what goes. */
export function ConfirmDeleteModal({
  opened,
  loading,
  title = adminMessages.confirmDeleteTitle,
  text = adminMessages.confirmDeleteText,
  subject,
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
      {subject ? (
        <Text component="span" display="block" fw={700} mt="xs" style={{ overflowWrap: 'anywhere' }}>
          Deleting {subject}
        </Text>
      ) : null}
    </ConfirmDialog>
  )
}
