import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { MAX_CARD_DESCRIPTION_LENGTH, MAX_CARD_TITLE_LENGTH } from '../../../contract/constants'
import type { OwnedCard } from '../../../contract/purchases'
import { streamMessages } from '../../../contract/stream'
import { StreamLiveState } from '../../components/stream-live-state'
import { useLabel } from '../../lib/use-label'
import { type CardEdits, editProblems } from './viewer-edits'

interface UseCardDialogProps {
  card: OwnedCard | null
  /** The card's streamer is live now (an overlay on, not paused): the use shows soon. */
  streamLive: boolean
  opened: boolean
  busy: boolean
  /** Why the server refused the last 'Use Now' (400), shown until the text changes. */
  refusal: string | null
  /** Seconds left of a cooldown of this card here (0: none): said before any typing, 'Use Now' waits. */
  cooldown: number
  /** The text typed for this card before (a refused or cancelled use): the dialog opens with it. */
  draft: CardEdits | undefined
  onUse: (card: OwnedCard, edits: CardEdits) => void
  /** The text changed: the page keeps it, so that a refusal or a reopening never loses it. */
  onEdit: (edits: CardEdits) => void
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
  cooldown,
  draft,
  onUse,
  onEdit,
  onCancel,
  returnFocus = true,
  onClosed,
}: UseCardDialogProps) {
  const { t } = useLingui()
  // The contract's texts (a cooldown's wait, the checks of viewer-edits.ts, a fallback refusal) through
  // contract/translate.ts; the server's refusals come in the app's language already and pass as they are.
  const show = useLabel()
  const [edits, setEdits] = useState<CardEdits>({ cardTitle: '', description: '' })
  const [errors, setErrors] = useState<FieldErrors>({})

  // Read when the dialog opens, not as it changes (the page keeps it from this dialog's own edits).
  const opening = useRef(draft)
  opening.current = draft
  useEffect(() => {
    if (card && opened) {
      setEdits(opening.current ?? { cardTitle: card.cardTitle, description: card.description })
      setErrors({})
    }
  }, [card, opened])

  function change(field: keyof CardEdits, value: string) {
    const next = { ...edits, [field]: value }
    setEdits(next)
    setErrors((current) => ({ ...current, [field]: undefined }))
    onEdit(next)
  }

  function submit() {
    if (!card || busy || cooldown > 0) return
    const problems = editProblems(card, edits)
    setErrors(problems)
    if (Object.keys(problems).length === 0) onUse(card, edits)
  }

  return (
    <Modal
      opened={opened}
      onClose={busy ? () => {} : onCancel}
      title={t`Edit Card Details`}
      centered
      closeButtonProps={{ 'aria-label': t`Close dialog`, disabled: busy }}
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
            <Trans>Text you change may wait for the streamer to approve it before it goes on stream.</Trans>
          </Text>
          {cooldown > 0 ? (
            <Alert color="yellow" variant="light" title={t`Cooling down`}>
              {show(streamMessages.usableIn(cooldown))}{' '}
              <Trans>You can write your text now: it is kept.</Trans>
            </Alert>
          ) : null}
          {refusal ? (
            <Alert color="red" variant="light" role="alert" title={t`Not sent`}>
              {show(refusal)}
            </Alert>
          ) : null}
          <TextInput
            label={t`Title`}
            value={edits.cardTitle}
            maxLength={MAX_CARD_TITLE_LENGTH}
            error={errors.cardTitle && show(errors.cardTitle)}
            onChange={(event) => change('cardTitle', event.currentTarget.value)}
            data-autofocus
          />
          <Textarea
            label={t`Description`}
            value={edits.description}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={MAX_CARD_DESCRIPTION_LENGTH}
            error={errors.description && show(errors.description)}
            onChange={(event) => change('description', event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={busy} disabled={cooldown > 0}>
              {cooldown > 0 ? t`Use in ${cooldown} s` : t`Use Now`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
