// A creator's avatar: the picture viewers see beside their name on the streamers list and their
// page. 'Upload picture' opens the file picker (PNG, JPEG or WebP, at most 2 MB; the server checks the
// bytes); the new picture shows at once, a refusal says why under the button.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Avatar, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import type { PublicUser } from '../../../contract/auth'
import { AVATAR_ACCEPT, avatarMessages } from '../../../contract/avatar'
import { describeFailure, serverMessage } from '../../lib/api-error'
import { notify } from '../../lib/notify'
import { useLabel } from '../../lib/use-label'
import { useUploadAvatarMutation } from './profile-api'

const AVATAR_FLOW = 'flow-avatar'

export function AvatarPanel({ user }: { user: PublicUser }) {
  const [upload, { isLoading }] = useUploadAvatarMutation()
  const [refusal, setRefusal] = useState<string | null>(null)
  const { t } = useLingui()
  const show = useLabel()
  const name = user.username

  async function choose(file: File | null) {
    if (!file) return
    setRefusal(null)
    try {
      const answer = await upload(file).unwrap()
      notify.success(answer.message, AVATAR_FLOW)
    } catch (error) {
      const failure = describeFailure(error)
      const message = (failure.kind === 'http' && serverMessage(failure)) || show(avatarMessages.failed)
      setRefusal(message)
      notify.error(message, AVATAR_FLOW)
    }
  }

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="avatar-title"
    >
      <Stack gap="sm">
        <Title order={2} fz="h4" id="avatar-title">
          <Trans>Avatar</Trans>
        </Title>
        <Group gap="md" wrap="nowrap">
          <Avatar
            src={user.avatar || null}
            name={user.username}
            color="initials"
            size={72}
            radius="xl"
            alt={user.avatar ? t`${name}'s avatar` : ''}
          />
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              <Trans>Viewers see it beside your name. PNG, JPEG or WebP, at most 2 MB.</Trans>
            </Text>
            <FileButton onChange={(file) => void choose(file)} accept={AVATAR_ACCEPT}>
              {(props) => (
                <Button {...props} variant="default" loading={isLoading} w="fit-content">
                  <Trans>Upload picture</Trans>
                </Button>
              )}
            </FileButton>
          </Stack>
        </Group>
        {refusal ? <Alert color="red" variant="light" role="alert" title={refusal} /> : null}
      </Stack>
    </Paper>
  )
}
