// The streamer's buttons for the overlay: skip what shows (asking whether the card goes back to its
// viewer: yes by default for a paid card only just on screen), replay the last shown, pause or resume,
// clear the queue (after a confirmation: every waiting card goes back to its viewer), and a test card.
// A button that has nothing to act on is disabled rather than refused by the server.
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { givesBackByDefault, SKIP_GIVE_BACK_SECONDS } from '../../../../contract/stream'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { notify } from '../../../lib/notify'
import { type LiveQueue, queueActions, useSendLiveTestCardMutation } from '../live-api'
import { serverNow } from '../live-time'
import { failureText, LIVE_TOAST_FLOW, useQueueAction } from '../use-queue-action'

/** The newest use that reached the overlay (history is newest first). */
export const lastShown = (queue: LiveQueue) => queue.history.find((use) => use.status === 'shown')

export function QueueControls({ queue }: { queue: LiveQueue }) {
  const { run, pending } = useQueueAction()
  const [sendTestCard, testCard] = useSendLiveTestCardMutation()
  const [confirmClear, setConfirmClear] = useState(false)
  /** The skip being asked about: whether the card goes back (preset by the default rule when asked). */
  const [skipAsk, setSkipAsk] = useState<{ giveBack: boolean } | null>(null)
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

  function askSkip() {
    if (!queue.showing) return
    setSkipAsk({ giveBack: givesBackByDefault(queue.showing, serverNow(queue.clockOffsetMs)) })
  }

  async function skip() {
    if (skipAsk && (await run('skip', queueActions.skip(skipAsk.giveBack)))) setSkipAsk(null)
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
          onClick={askSkip}
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
        opened={skipAsk !== null}
        title="Skip this card?"
        confirmLabel="Skip"
        loading={pending === 'skip'}
        onConfirm={() => void skip()}
        onCancel={() => setSkipAsk(null)}
      >
        <Stack gap="sm">
          <Text size="sm">
            {queue.showing ? `“${queue.showing.title}” from ${queue.showing.viewer}` : 'The card'} leaves the
            overlay now.
          </Text>
          <Checkbox
            label="Give the card back to the viewer"
            description={`They can use it again. ${queue.showing?.paid ? 'They paid for it' : 'It was free'}; a paid card skipped within ${SKIP_GIVE_BACK_SECONDS} s of appearing goes back unless you untick this.`}
            checked={skipAsk?.giveBack ?? false}
            onChange={(event) => {
              const giveBack = event.currentTarget.checked
              setSkipAsk((current) => current && { giveBack })
            }}
          />
        </Stack>
      </ConfirmDialog>
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
