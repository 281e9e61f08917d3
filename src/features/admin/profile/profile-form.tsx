import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { adminMessages } from '../../../../contract/admin'
import { type AdminProfile, adminProfileUpdateSchema } from '../../../../contract/admin-auth'
import { focusFirstInvalid } from '../../../lib/focus-first-error'
import { zodValidate } from '../../../lib/zod-form'
import { adminToast } from '../admin-notify'
import { updateStoredAdminUser } from '../admin-session'
import { useUpdateAdminProfileMutation } from './profile-api'

interface ProfileFormValues {
  name: string
  email: string
  phone: string
  bio: string
}

/** Edit mode of Profile Information: name, email, phone, bio. */
export function ProfileForm({ profile, onDone }: { profile: AdminProfile; onDone: () => void }) {
  const { t } = useLingui()
  const [updateProfile, { isLoading }] = useUpdateAdminProfileMutation()
  const form = useForm<ProfileFormValues>({
    initialValues: { name: profile.name, email: profile.email, phone: profile.phone, bio: profile.bio },
    validate: zodValidate<ProfileFormValues>(adminProfileUpdateSchema),
  })

  async function save(values: ProfileFormValues) {
    try {
      const body = await updateProfile(values).unwrap()
      updateStoredAdminUser(body.profile)
      adminToast.success(adminMessages.profileUpdated)
      onDone()
    } catch {
      adminToast.error(adminMessages.updateProfileFailed)
    }
  }

  return (
    <form noValidate onSubmit={form.onSubmit(save, focusFirstInvalid)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t`Name`} autoComplete="name" {...form.getInputProps('name')} />
          <TextInput label={t`Email`} type="email" autoComplete="email" {...form.getInputProps('email')} />
          <TextInput label={t`Phone`} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        </SimpleGrid>
        <Textarea label={t`Bio`} autosize minRows={3} maxRows={8} {...form.getInputProps('bio')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={isLoading}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={isLoading}>
            <Trans>Save Changes</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
