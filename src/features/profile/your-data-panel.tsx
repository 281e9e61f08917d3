// Profile → Your data: everything Cardcast holds about the user as a JSON file, and the erasure of
// the account with the password (GET /auth/user/data-export, DELETE /auth/user/account; docs/privacy.md).
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Text } from '@mantine/core'
import { useState } from 'react'
import { useDispatch } from 'react-redux'
import { useNavigate } from 'react-router'
import { consentMessages } from '../../../contract/consent'
import { paths } from '../../../contract/paths'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { Panel } from '../../components/panel'
import { PasswordField } from '../../components/password-field'
import { describeFailure, serverMessage } from '../../lib/api-error'
import { notify } from '../../lib/notify'
import { sessionHeaders } from '../../lib/session'
import { endSession } from '../../lib/session-slice'
import { useLabel } from '../../lib/use-label'
import { useDeleteAccountMutation } from './profile-api'

export function YourDataPanel({ isCreator }: { isCreator: boolean }) {
  const dispatch = useDispatch()
  const navigate = useNavigate()
  const [downloading, setDownloading] = useState(false)
  const [asking, setAsking] = useState(false)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [deleteAccount, deleting] = useDeleteAccountMutation()
  const { t } = useLingui()
  const show = useLabel()

  async function download() {
    setDownloading(true)
    try {
      const response = await fetch('/auth/user/data-export', { headers: sessionHeaders() })
      if (!response.ok) throw new Error(String(response.status))
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1]
      const link = document.createElement('a')
      link.href = URL.createObjectURL(await response.blob())
      link.download = name ?? 'cardcast-data.json'
      link.click()
      URL.revokeObjectURL(link.href)
    } catch {
      notify.error(t`Your data could not be downloaded. Please try again.`)
    } finally {
      setDownloading(false)
    }
  }

  async function erase() {
    setError(null)
    // The contract's message for an empty password (contract/auth.ts), in the language shown.
    if (!password) return setError(show('Password is required.'))
    try {
      const answer = await deleteAccount({ password }).unwrap()
      notify.success(answer.message)
      setAsking(false)
      endSession(dispatch)
      navigate(paths.home, { replace: true })
    } catch (failure) {
      setError(
        serverMessage(describeFailure(failure)) ?? t`Your account could not be deleted. Please try again.`,
      )
    }
  }

  return (
    <Panel
      title={<Trans>Your data</Trans>}
      description={<Trans>Everything we hold about you, and how to leave.</Trans>}
    >
      <Group gap="sm">
        <Button variant="light" onClick={() => void download()} loading={downloading}>
          <Trans>Download my data</Trans>
        </Button>
        <Button color="red" variant="light" onClick={() => setAsking(true)}>
          <Trans>Delete my account</Trans>
        </Button>
      </Group>
      {isCreator ? (
        <Text size="sm" c="dimmed" mt="xs">
          {show(consentMessages.creatorErasure)}
        </Text>
      ) : null}
      <ConfirmDialog
        opened={asking}
        title={t`Delete your account?`}
        confirmLabel={t`Delete my account`}
        color="red"
        destructive
        loading={deleting.isLoading}
        onConfirm={() => void erase()}
        onCancel={() => {
          setAsking(false)
          setPassword('')
          setError(null)
        }}
      >
        <Text size="sm" mb="sm">
          {show(consentMessages.deleteConfirm)}
        </Text>
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error}
        />
      </ConfirmDialog>
    </Panel>
  )
}
