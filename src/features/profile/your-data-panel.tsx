// Profile → Your data: everything Cardcast holds about the user as a JSON file, and the erasure of
// the account with the password (GET /auth/user/data-export, DELETE /auth/user/account; docs/privacy.md).
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
import { useDeleteAccountMutation } from './profile-api'

export function YourDataPanel({ isCreator }: { isCreator: boolean }) {
  const dispatch = useDispatch()
  const navigate = useNavigate()
  const [downloading, setDownloading] = useState(false)
  const [asking, setAsking] = useState(false)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [deleteAccount, deleting] = useDeleteAccountMutation()

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
      notify.error('Your data could not be downloaded. Please try again.')
    } finally {
      setDownloading(false)
    }
  }

  async function erase() {
    setError(null)
    if (!password) return setError('Password is required.')
    try {
      const answer = await deleteAccount({ password }).unwrap()
      notify.success(answer.message)
      setAsking(false)
      endSession(dispatch)
      navigate(paths.home, { replace: true })
    } catch (failure) {
      setError(
        serverMessage(describeFailure(failure)) ?? 'Your account could not be deleted. Please try again.',
      )
    }
  }

  return (
    <Panel title="Your data" description="Everything we hold about you, and how to leave.">
      <Group gap="sm">
        <Button variant="light" onClick={() => void download()} loading={downloading}>
          Download my data
        </Button>
        <Button color="red" variant="light" onClick={() => setAsking(true)}>
          Delete my account
        </Button>
      </Group>
      {isCreator ? (
        <Text size="sm" c="dimmed" mt="xs">
          {consentMessages.creatorErasure}
        </Text>
      ) : null}
      <ConfirmDialog
        opened={asking}
        title="Delete your account?"
        confirmLabel="Delete my account"
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
          {consentMessages.deleteConfirm}
        </Text>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error}
        />
      </ConfirmDialog>
    </Panel>
  )
}
