// A streamer's link, /s/<username>, above their cards: the page anyone can open signed out and
// whose link previews in chats (the server adds the preview's tags). To the streamer themselves it
// says what it is for.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Text } from '@mantine/core'
import { streamerPagePath } from '../../../contract/paths'
import { streamerPageMessages } from '../../../contract/streamers'
import { notify } from '../../lib/notify'
import { useLabel } from '../../lib/use-label'

export function ShareStreamerLink({ username, own }: { username: string; own: boolean }) {
  const { t } = useLingui()
  const show = useLabel()
  const url = `${window.location.origin}${streamerPagePath(username)}`
  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      notify.success(streamerPageMessages.linkCopied)
    } catch {
      notify.error(t`Copying is blocked here: select the link and copy it by hand.`)
    }
  }
  return (
    <Group gap="xs" wrap="nowrap" align="center" data-share-link>
      <Text size="sm" c="dimmed" miw={0} style={{ overflowWrap: 'anywhere' }}>
        {own ? `${show(streamerPageMessages.shareNote)} ` : null}
        <Text span inherit c="var(--mantine-color-text)" fw={600}>
          {/* The address as people type it; Copy link copies it whole. */}
          {url.replace(/^https?:\/\//, '')}
        </Text>
      </Text>
      <Button
        variant="light"
        size="compact-sm"
        style={{ flex: 'none' }}
        onClick={() => void copy()}
        aria-label={t`Copy the link to ${username}'s page`}
      >
        <Trans>Copy link</Trans>
      </Button>
    </Group>
  )
}
