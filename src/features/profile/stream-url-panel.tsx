// 'Generate Stream URL': the overlay URL to paste into OBS as a Browser
// Source (its key masked until revealed: stream-url-field.tsx), a copy button, 'Regenerate' (the old
// URL stops working), and the overlay's status.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group } from '@mantine/core'
import { useState } from 'react'
import { cardMessages } from '../../../contract/card-messages'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { Panel } from '../../components/panel'
import { notify } from '../../lib/notify'
import { useLabel } from '../../lib/use-label'
import { OverlayStatus } from './overlay-status'
import { useLazyShowStreamerUrlQuery, useRegenerateStreamerUrlMutation } from './profile-api'
import { StreamUrlField } from './stream-url-field'

export function StreamUrlPanel() {
  const [generate, { data, isFetching }] = useLazyShowStreamerUrlQuery()
  const [regenerate, { isLoading: regenerating }] = useRegenerateStreamerUrlMutation()
  const [confirming, setConfirming] = useState(false)
  const { t } = useLingui()
  const show = useLabel()
  const url = data?.url

  async function generateUrl() {
    try {
      const body = await generate().unwrap()
      if (body.status === 'success' && body.url) notify.success(show(cardMessages.urlGenerated))
      else notify.error(show(cardMessages.urlFailed))
    } catch {
      notify.error(show(cardMessages.urlFailed))
    }
  }

  async function regenerateUrl() {
    try {
      await regenerate().unwrap()
      notify.success(show(cardMessages.urlGenerated))
    } catch {
      notify.error(show(cardMessages.urlFailed))
    }
    setConfirming(false)
  }

  async function copyUrl() {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      notify.success(show(cardMessages.urlCopied))
    } catch {
      notify.error(t`Copying is blocked here: select the URL and copy it by hand.`)
    }
  }

  return (
    <Panel
      title={<Trans>Stream overlay</Trans>}
      description={
        <Trans>Add the stream URL to OBS as a Browser Source: used cards appear on your stream.</Trans>
      }
    >
      {url ? <StreamUrlField url={url} onCopy={() => void copyUrl()} /> : null}
      <Group gap="sm">
        {url ? (
          <Button variant="default" onClick={() => setConfirming(true)} loading={regenerating}>
            <Trans>Regenerate</Trans>
          </Button>
        ) : (
          <Button onClick={() => void generateUrl()} loading={isFetching}>
            <Trans>Generate Stream URL</Trans>
          </Button>
        )}
      </Group>
      <OverlayStatus />
      <ConfirmDialog
        opened={confirming}
        title={t`Regenerate Stream URL`}
        confirmLabel={t`Regenerate`}
        destructive
        loading={regenerating}
        onConfirm={() => void regenerateUrl()}
        onCancel={() => setConfirming(false)}
      >
        <Trans>The current URL stops working at once. Paste the new one into your OBS browser source.</Trans>
      </ConfirmDialog>
    </Panel>
  )
}
