// The profile's fields: username; email, account created and role read-only; for
// creators the YouTube and Instagram links and the bio. Validated with the contract's editUserSchema.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useEffect } from 'react'
import type { PublicUser } from '../../../contract/auth'
import { MAX_BIO_LENGTH, MAX_LINK_LENGTH, MAX_USERNAME_LENGTH } from '../../../contract/constants'
import { editUserSchema } from '../../../contract/profile'
import { Panel } from '../../components/panel'
import { focusFirstInvalid } from '../../lib/focus-first-error'
import { useDates } from '../../lib/use-dates'
import { zodValidate } from '../../lib/zod-form'

export interface ProfileFormValues {
  username: string
  youtubeLink: string
  instagramLink: string
  description: string
}

interface ProfileFormProps {
  user: PublicUser
  saving: boolean
  onSave: (values: ProfileFormValues) => void
}

const valuesOf = (user: PublicUser): ProfileFormValues => ({
  username: user.username,
  youtubeLink: user.youtubeLink ?? '',
  instagramLink: user.instagramLink ?? '',
  description: user.description ?? '',
})

export function ProfileForm({ user, saving, onSave }: ProfileFormProps) {
  const { t } = useLingui()
  const dates = useDates()
  const isCreator = user.user_type === 'creator'
  const form = useForm<ProfileFormValues>({
    initialValues: valuesOf(user),
    validate: zodValidate<ProfileFormValues>(editUserSchema),
  })

  // A saved (or refetched) profile becomes the form's new starting point.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `form` is a new object each render; the user is what matters
  useEffect(() => {
    form.setInitialValues(valuesOf(user))
    form.setValues(valuesOf(user))
    form.resetDirty(valuesOf(user))
  }, [user])

  return (
    <Panel title={<Trans>Account</Trans>}>
      <form noValidate onSubmit={form.onSubmit(onSave, focusFirstInvalid)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t`Username`}
              withAsterisk
              autoComplete="username"
              maxLength={MAX_USERNAME_LENGTH}
              {...form.getInputProps('username')}
            />
            <TextInput label={t`Email`} value={user.emailId} readOnly variant="filled" />
            <TextInput
              label={t`Account created`}
              value={dates.date(user.createdAt)}
              readOnly
              variant="filled"
            />
            <TextInput
              label={t`Role`}
              value={user.user_type === 'creator' ? t`Creator` : t`Viewer`}
              readOnly
              variant="filled"
            />
          </SimpleGrid>
          {isCreator ? (
            <>
              <Title order={3} fz="h5" mt="sm">
                <Trans>Social links and bio</Trans>
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  label={t`YouTube link`}
                  type="url"
                  // i18n-ignore: an example address
                  placeholder="https://youtube.com/@you"
                  maxLength={MAX_LINK_LENGTH}
                  {...form.getInputProps('youtubeLink')}
                />
                <TextInput
                  label={t`Instagram link`}
                  type="url"
                  // i18n-ignore: an example address
                  placeholder="https://instagram.com/you"
                  maxLength={MAX_LINK_LENGTH}
                  {...form.getInputProps('instagramLink')}
                />
              </SimpleGrid>
              <Textarea
                label={t`Bio`}
                description={t`Shown to viewers on the streamers page.`}
                autosize
                minRows={3}
                maxRows={8}
                maxLength={MAX_BIO_LENGTH}
                {...form.getInputProps('description')}
              />
            </>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              <Trans>Save Changes</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Panel>
  )
}
