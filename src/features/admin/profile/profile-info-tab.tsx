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
import { adminFailureMessage } from '../admin-errors'
import { adminToast } from '../admin-notify'
import { updateStoredAdminUser } from '../admin-session'
import { formatDateTime } from '../components/format'
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
            <Avatar src={profile.avatar} alt={`${profile.name || 'Admin'} avatar`} size={88} radius="xl">
              {(profile.name || profile.email).slice(0, 1).toUpperCase()}
            </Avatar>
            <Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
              <Title order={2} fz="xl">
                {profile.name || 'Administrator'}
              </Title>
              <Text size="sm" c="dimmed">
                {profile.email}
              </Text>
              <Group gap="xs">
                <Badge variant="light" tt="capitalize">
                  {profile.role}
                </Badge>
              </Group>
            </Stack>
            <FileButton onChange={(file) => void upload(file)} accept={AVATAR_TYPES.join(',')}>
              {(props) => (
                <Button variant="default" loading={uploading} {...props}>
                  Upload Avatar
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
                  <Detail label="Name" value={profile.name} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Detail label="Email" value={profile.email} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Detail label="Phone" value={profile.phone} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Detail label="Joined" value={formatDateTime(profile.joinDate)} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Detail label="Last Login" value={formatDateTime(profile.lastLogin)} />
                </Grid.Col>
                <Grid.Col span={12}>
                  <Detail label="Bio" value={profile.bio} />
                </Grid.Col>
              </Grid>
              <Group justify="flex-end">
                <Button onClick={() => setEditing(true)}>Edit Profile</Button>
              </Group>
            </Stack>
          )}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Title order={2} fz="lg" mb="sm">
            Permissions
          </Title>
          <List spacing={6} size="sm" aria-label="Permissions">
            {profile.permissions.map((permission) => (
              <List.Item key={permission}>{permission}</List.Item>
            ))}
          </List>
        </Paper>
      </Grid.Col>
    </Grid>
  )
}
