// The streamer's buttons for the overlay: skip what shows, replay the last shown, pause or resume,
// clear the queue (after a confirmation: every waiting card goes back to its viewer), and a test card.
// A button that has nothing to act on is disabled rather than refused by the server.
import { Button, Group } from '@mantine/core'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { notify } from '../../../lib/notify'
import { type LiveQueue, queueActions, useSendLiveTestCardMutation } from '../live-api'
import { failureText, LIVE_TOAST_FLOW, useQueueAction } from '../use-queue-action'

/** The newest use that reached the overlay (history is newest first). */
export const lastShown = (queue: LiveQueue) => queue.history.find((use) => use.status === 'shown')

export function QueueControls({ queue }: { queue: LiveQueue }) {
  const { run, pending } = useQueueAction()
  const [sendTestCard, testCard] = useSendLiveTestCardMutation()
  const [confirmClear, setConfirmClear] = useState(false)
  const replayable = lastShown(queue)
  const waiting = queue.queue.length + queue.held.length
  const busy = pending !== null

  async function sendTest() {
    try {
      notify.success((await sendTestCard().unwrap()).message, LIVE_TOAST_FLOW)
    } catch (error) {
      notify.error(failureText(error), LIVE_TOAST_FLOW)
    }
  }

  async function clear() {
    if (await run('clear', queueActions.clear())) setConfirmClear(false)
  }

  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          disabled={!queue.showing || (busy && pending !== 'skip')}
          loading={pending === 'skip'}
          onClick={() => void run('skip', queueActions.skip())}
        >
          Skip current
        </Button>
        <Button
          variant="default"
          disabled={!replayable || (busy && pending !== 'replay-last')}
          loading={pending === 'replay-last'}
          onClick={() => replayable && void run('replay-last', queueActions.replay(replayable.id))}
        >
          Replay last
        </Button>
        {queue.paused ? (
          <Button
            color="teal"
            disabled={busy && pending !== 'resume'}
            loading={pending === 'resume'}
            onClick={() => void run('resume', queueActions.resume())}
          >
            Resume overlay
          </Button>
        ) : (
          <Button
            variant="light"
            color="orange"
            disabled={busy && pending !== 'pause'}
            loading={pending === 'pause'}
            onClick={() => void run('pause', queueActions.pause())}
          >
            Pause overlay
          </Button>
        )}
        <Button
          variant="light"
          color="red"
          disabled={waiting === 0 || busy}
          onClick={() => setConfirmClear(true)}
        >
          Clear queue
        </Button>
        <Button variant="default" loading={testCard.isLoading} onClick={() => void sendTest()}>
          Send test card
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirmClear}
        title="Clear the queue?"
        confirmLabel="Clear queue"
        destructive
        loading={pending === 'clear'}
        onConfirm={() => void clear()}
        onCancel={() => setConfirmClear(false)}
      >
        {waiting === 1 ? 'The card' : `All ${waiting} cards`} waiting or held go back to the viewers, unused.
        What shows now finishes.
      </ConfirmDialog>
    </>
  )
}
