import { useLingui } from '@lingui/react/macro'
import { TextInput, type TextInputProps } from '@mantine/core'

/**
 * The six digits of an authenticator app: numeric keyboard on phones, filled in by password managers.
 * `orRecoveryCode` (the login): a recovery code is taken too, so the keyboard has letters.
 */
export function CodeField({
  orRecoveryCode = false,
  ...props
}: TextInputProps & { orRecoveryCode?: boolean }) {
  const { t } = useLingui()
  return (
    <TextInput
      label={t`Authentication code`}
      description={
        orRecoveryCode
          ? t`The 6-digit code your authenticator app shows now, or a recovery code`
          : t`The 6-digit code your authenticator app shows now`
      }
      inputMode={orRecoveryCode ? 'text' : 'numeric'}
      autoComplete="one-time-code"
      autoCapitalize={orRecoveryCode ? 'characters' : undefined}
      spellCheck={false}
      maxLength={orRecoveryCode ? 20 : 7}
      withAsterisk
      {...props}
    />
  )
}
