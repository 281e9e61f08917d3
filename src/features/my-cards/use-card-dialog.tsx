import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import type { OwnedCard } from '../../contract/cards'
import { MAX_CARD_DESCRIPTION_LENGTH, MAX_CARD_TITLE_LENGTH } from '../../contract/constants'
import type { CardEdits } from './use-card-action'

interface UseCardDialogProps {
  card: OwnedCard | null
  opened: boolean
  busy: boolean
  onUse: (card: OwnedCard, edits: CardEdits) => void
  onCancel: () => void
}

/** 'Edit Card Details' (spec section 2): the title and description the stream will show, then 'Use Now'. */
export function UseCardDialog({ card, opened, busy, onUse, onCancel }: UseCardDialogProps) {
  const [edits, setEdits] = useState<CardEdits>({ cardTitle: '', description: '' })

  useEffect(() => {
    if (card && opened) setEdits({ cardTitle: card.cardTitle, description: card.description })
  }, [card, opened])

  return (
    <Modal
      opened={opened}
      onClose={busy ? () => {} : onCancel}
      title="Edit Card Details"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog', disabled: busy }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (card && !busy) onUse(card, edits)
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Title"
            value={edits.cardTitle}
            maxLength={MAX_CARD_TITLE_LENGTH}
            onChange={(event) => setEdits({ ...edits, cardTitle: event.currentTarget.value })}
            data-autofocus
          />
          <Textarea
            label="Description"
            value={edits.description}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={MAX_CARD_DESCRIPTION_LENGTH}
            onChange={(event) => setEdits({ ...edits, description: event.currentTarget.value })}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Use Now
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
