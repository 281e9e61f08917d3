// 'Generate Stream URL': the overlay URL to paste into OBS as a Browser
// Source (its key masked until revealed: stream-url-field.tsx), a copy button, 'Regenerate' (the old
// URL stops working), and the overlay's status.
import { Button, Group } from '@mantine/core'
import { useState } from 'react'
import { cardMessages } from '../../../contract/card-messages'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { Panel } from '../../components/panel'
import { notify } from '../../lib/notify'
import { OverlayStatus } from './overlay-status'
import { useLazyShowStreamerUrlQuery, useRegenerateStreamerUrlMutation } from './profile-api'
import { StreamUrlField } from './stream-url-field'

export function StreamUrlPanel() {
  const [generate, { data, isFetching }] = useLazyShowStreamerUrlQuery()
  const [regenerate, { isLoading: regenerating }] = useRegenerateStreamerUrlMutation()
  const [confirming, setConfirming] = useState(false)
  const url = data?.url

  async function generateUrl() {
    try {
      const body = await generate().unwrap()
      if (body.status === 'success' && body.url) notify.success(cardMessages.urlGenerated)
      else notify.error(cardMessages.urlFailed)
    } catch {
      notify.error(cardMessages.urlFailed)
    }
  }

  async function regenerateUrl() {
    try {
      await regenerate().unwrap()
      notify.success(cardMessages.urlGenerated)
    } catch {
      notify.error(cardMessages.urlFailed)
    }
    setConfirming(false)
  }

  async function copyUrl() {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      notify.success(cardMessages.urlCopied)
    } catch {
      notify.error('Copying is blocked here: select the URL and copy it by hand.')
    }
  }

  return (
    <Panel
      title="Stream overlay"
      description="Add the stream URL to OBS as a Browser Source: used cards appear on your stream."
    >
      {url ? <StreamUrlField url={url} onCopy={() => void copyUrl()} /> : null}
      <Group gap="sm">
        {url ? (
          <Button variant="default" onClick={() => setConfirming(true)} loading={regenerating}>
            Regenerate
          </Button>
        ) : (
          <Button onClick={() => void generateUrl()} loading={isFetching}>
            Generate Stream URL
          </Button>
        )}
      </Group>
      <OverlayStatus />
      <ConfirmDialog
        opened={confirming}
        title="Regenerate Stream URL"
        confirmLabel="Regenerate"
        destructive
        loading={regenerating}
        onConfirm={() => void regenerateUrl()}
        onCancel={() => setConfirming(false)}
      >
        The current URL stops working at once. Paste the new one into your OBS browser source.
      </ConfirmDialog>
    </Panel>
  )
}
