// The streamer's buttons for the overlay: skip what shows (asking whether the card goes back to its
// viewer: yes by default for a paid card only just on screen), replay the last shown, pause or resume,
// clear the queue (after a confirmation: every waiting card goes back to its viewer), and a test card.
// A button that has nothing to act on is disabled rather than refused by the server.
import { Plural, Trans, useLingui } from '@lingui/react/macro'
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
  const { t } = useLingui()
  const { run, pending } = useQueueAction()
  const [sendTestCard, testCard] = useSendLiveTestCardMutation()
  const [confirmClear, setConfirmClear] = useState(false)
  /** The skip being asked about: whether the card goes back (preset by the default rule when asked). */
  const [skipAsk, setSkipAsk] = useState<{ giveBack: boolean } | null>(null)
  const replayable = lastShown(queue)
  const waiting = queue.queue.length + queue.held.length
  const busy = pending !== null
  const { showing } = queue

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
          <Trans>Skip current</Trans>
        </Button>
        <Button
          variant="default"
          disabled={!replayable || (busy && pending !== 'replay-last')}
          loading={pending === 'replay-last'}
          onClick={() => replayable && void run('replay-last', queueActions.replay(replayable.id))}
        >
          <Trans>Replay last</Trans>
        </Button>
        {queue.paused ? (
          <Button
            color="teal"
            disabled={busy && pending !== 'resume'}
            loading={pending === 'resume'}
            onClick={() => void run('resume', queueActions.resume())}
          >
            <Trans>Resume overlay</Trans>
          </Button>
        ) : (
          <Button
            variant="light"
            color="orange"
            disabled={busy && pending !== 'pause'}
            loading={pending === 'pause'}
            onClick={() => void run('pause', queueActions.pause())}
          >
            <Trans>Pause overlay</Trans>
          </Button>
        )}
        <Button
          variant="light"
          color="red"
          disabled={waiting === 0 || busy}
          onClick={() => setConfirmClear(true)}
        >
          <Trans>Clear queue</Trans>
        </Button>
        <Button variant="default" loading={testCard.isLoading} onClick={() => void sendTest()}>
          <Trans>Send test card</Trans>
        </Button>
      </Group>
      <ConfirmDialog
        opened={skipAsk !== null}
        title={t`Skip this card?`}
        confirmLabel={t`Skip`}
        loading={pending === 'skip'}
        onConfirm={() => void skip()}
        onCancel={() => setSkipAsk(null)}
      >
        <Stack gap="sm">
          <Text size="sm">
            {showing ? (
              <Trans>
                “{showing.title}” from {showing.viewer} leaves the overlay now.
              </Trans>
            ) : (
              <Trans>The card leaves the overlay now.</Trans>
            )}
          </Text>
          <Checkbox
            label={t`Give the card back to the viewer`}
            description={
              showing?.paid
                ? t`They can use it again. They paid for it; a paid card skipped within ${SKIP_GIVE_BACK_SECONDS} s of appearing goes back unless you untick this.`
                : t`They can use it again. It was free; a paid card skipped within ${SKIP_GIVE_BACK_SECONDS} s of appearing goes back unless you untick this.`
            }
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
        title={t`Clear the queue?`}
        confirmLabel={t`Clear queue`}
        destructive
        loading={pending === 'clear'}
        onConfirm={() => void clear()}
        onCancel={() => setConfirmClear(false)}
      >
        <Plural
          value={waiting}
          one="The card waiting or held go back to the viewers, unused. What shows now finishes."
          other="All # cards waiting or held go back to the viewers, unused. What shows now finishes."
        />
      </ConfirmDialog>
    </>
  )
}
