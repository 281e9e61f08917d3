import { TextInput, type TextInputProps } from '@mantine/core'

/** The six digits of an authenticator app: numeric keyboard on phones, filled in by password managers. */
export function CodeField(props: TextInputProps) {
  return (
    <TextInput
      label="Authentication code"
      description="The 6-digit code your authenticator app shows now"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      withAsterisk
      {...props}
    />
  )
}
