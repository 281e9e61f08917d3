// The stream URL as the Profile shows it: its stream key masked, since anyone holding the URL can put
// cards on the stream and a screen is often shared or streamed itself; 'Show key' reveals it, and Copy
// always copies the whole URL.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, TextInput } from '@mantine/core'
import { useState } from 'react'

const MASK = '•'.repeat(12)

/** The URL with its `key` parameter's value masked; any other URL unchanged. */
export function maskStreamKey(url: string): string {
  return url.replace(/([?&]key=)[^&#]+/, `$1${MASK}`)
}

export function StreamUrlField({ url, onCopy }: { url: string; onCopy: () => void }) {
  const [revealed, setRevealed] = useState(false)
  const { t } = useLingui()
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        label={t`Stream URL`}
        description={
          revealed ? undefined : t`The stream key is hidden: anyone with it can show cards on your stream.`
        }
        value={revealed ? url : maskStreamKey(url)}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: '1 1 16rem', minWidth: 0 }}
      />
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          onClick={() => setRevealed((shown) => !shown)}
          aria-pressed={revealed}
          aria-label={revealed ? t`Hide stream key` : t`Show stream key`}
        >
          {revealed ? <Trans>Hide key</Trans> : <Trans>Show key</Trans>}
        </Button>
        <Button variant="light" onClick={onCopy} aria-label={t`Copy stream URL`}>
          <Trans>Copy</Trans>
        </Button>
      </Group>
    </Group>
  )
}
