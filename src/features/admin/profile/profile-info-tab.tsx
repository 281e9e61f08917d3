import { Trans, useLingui } from '@lingui/react/macro'
import {
  Avatar,
  Badge,
  Button,
  FileButton,
  Grid,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { adminMessages, adminServerMessages } from '../../../../contract/admin'
import type { AdminProfile } from '../../../../contract/admin-auth'
import { useLabel } from '../../../lib/use-label'
import { adminFailureMessage } from '../admin-errors'
import { adminToast } from '../admin-notify'
import { updateStoredAdminUser } from '../admin-session'
import { useAdminDates } from '../components/format'
import { useRoleLabel } from '../shell/role-label'
import { permissionName } from './permission-names'
import { useUploadAdminAvatarMutation } from './profile-api'
import { ProfileForm } from './profile-form'

const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp']

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  )
}

/** Profile Information: the account at a glance, its avatar, edit mode, and the permissions list. */
export function ProfileInfoTab({ profile }: { profile: AdminProfile }) {
  const { t, i18n } = useLingui()
  const show = useLabel()
  // A permission this app names (permission-names.ts), else the server's words in the app's language.
  const permissionText = (permission: string) => {
    const name = permissionName(permission)
    return name ? i18n._(name) : show(permission)
  }
  const roleLabel = useRoleLabel()
  const { dateTime } = useAdminDates()
  const [editing, setEditing] = useState(false)
  const [uploadAvatar, { isLoading: uploading }] = useUploadAdminAvatarMutation()

  async function upload(file: File | null) {
    if (!file) return
    if (!AVATAR_TYPES.includes(file.type)) {
      adminToast.error(adminServerMessages.imageWrongType)
      return
    }
    try {
      const { url, message } = await uploadAvatar(file).unwrap()
      updateStoredAdminUser({ ...profile, avatar: url })
      adminToast.success(message || adminServerMessages.avatarUploaded)
    } catch (error) {
      adminToast.error(adminFailureMessage(error) || adminMessages.updateProfileFailed)
    }
  }

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Group gap="lg" mb="lg" wrap="wrap">
            <Avatar
              src={profile.avatar}
              alt={profile.name ? t`${profile.name} avatar` : t`Admin avatar`}
              size={88}
              radius="xl"
            >
              {(profile.name || profile.email).slice(0, 1).toUpperCase()}
            </Avatar>
            <Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
              <Title order={2} fz="xl">
                {profile.name || t`Administrator`}
              </Title>
              <Text size="sm" c="dimmed">
                {profile.email}
              </Text>
              <Group gap="xs">
                <Badge variant="light" tt="capitalize">
                  {roleLabel(profile.role)}
                </Badge>
              </Group>
            </Stack>
            <FileButton onChange={(file) => void upload(file)} accept={AVATAR_TYPES.join(',')}>
              {(props) => (
                <Button variant="default" loading={uploading} {...props}>
                  <Trans>Upload Avatar</Trans>
                </Button>
              )}
            </FileButton>
          </Group>
          {editing ? (
            <ProfileForm profile={profile} onDone={() => setEditing(false)} />
          ) : (
            <Stack gap="md">
              <Grid gap="md">
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Detail label={t`Name`} value={profile.name} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Detail label={t`Email`} value={profile.email} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Detail label={t`Phone`} value={profile.phone} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Detail label={t`Joined`} value={dateTime(profile.joinDate)} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Detail label={t`Last Login`} value={dateTime(profile.lastLogin)} />
                </Grid.Col>
                <Grid.Col span={12}>
                  <Detail label={t`Bio`} value={profile.bio} />
                </Grid.Col>
              </Grid>
              <Group justify="flex-end">
                <Button onClick={() => setEditing(true)}>
                  <Trans>Edit Profile</Trans>
                </Button>
              </Group>
            </Stack>
          )}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Title order={2} fz="lg" mb="sm">
            <Trans>Permissions</Trans>
          </Title>
          <List spacing={6} size="sm" aria-label={t`Permissions`}>
            {profile.permissions.map((permission) => (
              <List.Item key={permission}>{permissionText(permission)}</List.Item>
            ))}
          </List>
        </Paper>
      </Grid.Col>
    </Grid>
  )
}
