import { useLingui } from '@lingui/react/macro'
import { Button, Group, type MantineColor, Modal, Text } from '@mantine/core'
import type { ReactNode } from 'react'

interface ConfirmDialogProps {
  opened: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  /** 'Cancel' (in the app's language) unless given. */
  cancelLabel?: string
  color?: MantineColor
  /** A destructive action: focus starts on Cancel, so Enter does not destroy by accident. */
  destructive?: boolean
  /** While the confirmed action runs: the confirm button spins and nothing else can be pressed. */
  loading?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** A yes/no question in a modal dialog; Escape and the overlay cancel, focus returns to the opener. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  color,
  destructive = false,
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useLingui()
  return (
    <Modal
      opened={opened}
      onClose={loading ? () => {} : onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t`Close dialog`, disabled: loading }}
    >
      <Text component="div" size="sm">
        {children}
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button
          variant="default"
          onClick={onCancel}
          disabled={loading}
          data-autofocus={destructive || undefined}
        >
          {cancelLabel ?? t`Cancel`}
        </Button>
        <Button
          color={color ?? (destructive ? 'red' : undefined)}
          onClick={onConfirm}
          loading={loading}
          data-autofocus={destructive ? undefined : true}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  )
}
