import { useLingui } from '@lingui/react/macro'
import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { PasswordField } from '../../../components/password-field'
import type { UserFormValues } from './user-form'

const today = () => new Date().toISOString().slice(0, 10)

/** The fields of the Add New User and Edit User forms; the passwords only when adding. */
export function UserFormFields({
  form,
  withPasswords,
  dateOfBirthRequired,
}: {
  form: UseFormReturnType<UserFormValues>
  withPasswords: boolean
  /** Always when adding; when editing, only for a user who has one (self-registered users do not). */
  dateOfBirthRequired: boolean
}) {
  const { t } = useLingui()
  const userTypeOptions = [
    { value: 'viewer', label: t`Viewer` },
    { value: 'creator', label: t`Creator` },
  ]
  const verifiedOptions = [
    { value: 'true', label: t`Verified` },
    { value: 'false', label: t`Unverified` },
  ]
  const planOptions = [
    { value: 'free', label: t`Free` },
    { value: 'pro', label: 'Creator Pro' }, // i18n-ignore: the plan's brand name
  ]
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <TextInput label={t`Username`} withAsterisk autoComplete="off" {...form.getInputProps('username')} />
      <TextInput
        label={t`Email`}
        type="email"
        withAsterisk
        autoComplete="off"
        {...form.getInputProps('emailId')}
      />
      {withPasswords ? (
        <>
          <PasswordField
            label={t`Password`}
            withAsterisk
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t`Confirm Password`}
            withAsterisk
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
        </>
      ) : null}
      <TextInput
        label={t`Date of Birth`}
        type="date"
        max={today()}
        withAsterisk={dateOfBirthRequired}
        description={dateOfBirthRequired ? undefined : t`Not given at sign-up; may stay empty`}
        {...form.getInputProps('dateOfBirth')}
      />
      <NativeSelect label={t`User Type`} data={userTypeOptions} {...form.getInputProps('user_type')} />
      <NativeSelect label={t`Verification`} data={verifiedOptions} {...form.getInputProps('isVerified')} />
      {withPasswords ? null : (
        <>
          <NativeSelect label={t`Plan`} data={planOptions} {...form.getInputProps('plan')} />
          <TextInput
            label={t`Pro until`}
            description={t`The last day of Creator Pro; empty for no end`}
            type="date"
            min={today()}
            disabled={form.values.plan !== 'pro'}
            {...form.getInputProps('proUntil')}
          />
        </>
      )}
      <TextInput
        label={t`YouTube Link`}
        type="url"
        placeholder="https://youtube.com/@channel" // i18n-ignore: an address
        {...form.getInputProps('youtubeLink')}
      />
      <TextInput
        label={t`Instagram Link`}
        type="url"
        placeholder="https://instagram.com/name" // i18n-ignore: an address
        {...form.getInputProps('instagramLink')}
      />
      <Textarea
        label={t`Description`}
        autosize
        minRows={2}
        maxRows={5}
        style={{ gridColumn: '1 / -1' }}
        {...form.getInputProps('description')}
      />
    </SimpleGrid>
  )
}
