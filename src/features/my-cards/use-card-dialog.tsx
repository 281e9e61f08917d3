import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import { MAX_CARD_DESCRIPTION_LENGTH, MAX_CARD_TITLE_LENGTH } from '../../../contract/constants'
import type { OwnedCard } from '../../../contract/purchases'
import { StreamLiveState } from '../../components/stream-live-state'
import { type CardEdits, editProblems } from './viewer-edits'

interface UseCardDialogProps {
  card: OwnedCard | null
  /** The card's streamer is live now (an overlay on, not paused): the use shows soon. */
  streamLive: boolean
  opened: boolean
  busy: boolean
  /** Why the server refused the last 'Use Now' (400), shown until the text changes. */
  refusal: string | null
  onUse: (card: OwnedCard, edits: CardEdits) => void
  onEdit: () => void
  onCancel: () => void
  /** Whether closing puts focus back on the button that opened the dialog (Mantine's default). */
  returnFocus?: boolean
  /** Called once the dialog has finished closing. */
  onClosed?: () => void
}

type FieldErrors = Partial<Record<keyof CardEdits, string>>

/**
 * 'Edit Card Details': the title and description the stream will show, then 'Use
 * Now'. Changed text is checked here as the server checks it (length, links), so the viewer learns
 * what is wrong before anything is sent.
 */
export function UseCardDialog({
  card,
  streamLive,
  opened,
  busy,
  refusal,
  onUse,
  onEdit,
  onCancel,
  returnFocus = true,
  onClosed,
}: UseCardDialogProps) {
  const [edits, setEdits] = useState<CardEdits>({ cardTitle: '', description: '' })
  const [errors, setErrors] = useState<FieldErrors>({})

  useEffect(() => {
    if (card && opened) {
      setEdits({ cardTitle: card.cardTitle, description: card.description })
      setErrors({})
    }
  }, [card, opened])

  function change(field: keyof CardEdits, value: string) {
    setEdits((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
    onEdit()
  }

  function submit() {
    if (!card || busy) return
    const problems = editProblems(card, edits)
    setErrors(problems)
    if (Object.keys(problems).length === 0) onUse(card, edits)
  }

  return (
    <Modal
      opened={opened}
      onClose={busy ? () => {} : onCancel}
      title="Edit Card Details"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog', disabled: busy }}
      returnFocus={returnFocus}
      onExitTransitionEnd={onClosed}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <Stack gap="md">
          {card ? <StreamLiveState live={streamLive} /> : null}
          <Text size="sm" c="dimmed">
            Text you change may wait for the streamer to approve it before it goes on stream.
          </Text>
          {refusal ? (
            <Alert color="red" variant="light" role="alert" title="Not sent">
              {refusal}
            </Alert>
          ) : null}
          <TextInput
            label="Title"
            value={edits.cardTitle}
            maxLength={MAX_CARD_TITLE_LENGTH}
            error={errors.cardTitle}
            onChange={(event) => change('cardTitle', event.currentTarget.value)}
            data-autofocus
          />
          <Textarea
            label="Description"
            value={edits.description}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={MAX_CARD_DESCRIPTION_LENGTH}
            error={errors.description}
            onChange={(event) => change('description', event.currentTarget.value)}
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
