import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { PasswordField } from '../../../components/password-field'
import type { UserFormValues } from './user-form'

const userTypeOptions = [
  { value: 'viewer', label: 'Viewer' },
  { value: 'creator', label: 'Creator' },
]
const verifiedOptions = [
  { value: 'true', label: 'Verified' },
  { value: 'false', label: 'Unverified' },
]

const planOptions = [
  { value: 'free', label: 'Free' },
  { value: 'pro', label: 'Creator Pro' },
]

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
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <TextInput label="Username" withAsterisk autoComplete="off" {...form.getInputProps('username')} />
      <TextInput
        label="Email"
        type="email"
        withAsterisk
        autoComplete="off"
        {...form.getInputProps('emailId')}
      />
      {withPasswords ? (
        <>
          <PasswordField
            label="Password"
            withAsterisk
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordField
            label="Confirm Password"
            withAsterisk
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
        </>
      ) : null}
      <TextInput
        label="Date of Birth"
        type="date"
        max={today()}
        withAsterisk={dateOfBirthRequired}
        description={dateOfBirthRequired ? undefined : 'Not given at sign-up; may stay empty'}
        {...form.getInputProps('dateOfBirth')}
      />
      <NativeSelect label="User Type" data={userTypeOptions} {...form.getInputProps('user_type')} />
      <NativeSelect label="Verification" data={verifiedOptions} {...form.getInputProps('isVerified')} />
      {withPasswords ? null : (
        <>
          <NativeSelect label="Plan" data={planOptions} {...form.getInputProps('plan')} />
          <TextInput
            label="Pro until"
            description="The last day of Creator Pro; empty for no end"
            type="date"
            min={today()}
            disabled={form.values.plan !== 'pro'}
            {...form.getInputProps('proUntil')}
          />
        </>
      )}
      <TextInput
        label="YouTube Link"
        type="url"
        placeholder="https://youtube.com/@channel"
        {...form.getInputProps('youtubeLink')}
      />
      <TextInput
        label="Instagram Link"
        type="url"
        placeholder="https://instagram.com/name"
        {...form.getInputProps('instagramLink')}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxRows={5}
        style={{ gridColumn: '1 / -1' }}
        {...form.getInputProps('description')}
      />
    </SimpleGrid>
  )
}
