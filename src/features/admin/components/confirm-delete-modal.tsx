import { Trans, useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { adminMessages } from '../../../../contract/admin'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { useLabel } from '../../../lib/use-label'

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

/**
 * The admin delete confirmation: 'Confirm Delete', its warning unless told otherwise, and what goes.
 * The default title and warning are the contract's, shown in the app's language.
 */
export function ConfirmDeleteModal({
  opened,
  loading,
  title = adminMessages.confirmDeleteTitle,
  text = adminMessages.confirmDeleteText,
  subject,
  onConfirm,
  onCancel,
}: ConfirmDeleteModalProps) {
  const { t } = useLingui()
  const show = useLabel()
  return (
    <ConfirmDialog
      opened={opened}
      title={show(title)}
      confirmLabel={t`Delete`}
      cancelLabel={t`Cancel`}
      color="red"
      loading={loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {show(text)}
      {subject ? (
        <Text component="span" display="block" fw={700} mt="xs" style={{ overflowWrap: 'anywhere' }}>
          <Trans>Deleting {subject}</Trans>
        </Text>
      ) : null}
    </ConfirmDialog>
  )
}
