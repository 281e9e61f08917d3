import { useLingui } from '@lingui/react/macro'
import { PasswordInput, type PasswordInputProps } from '@mantine/core'

/**
 * A password input whose visibility toggle does not share the field's name, and which tells screen
 * readers when it is invalid (Mantine's PasswordInput, unlike TextInput, does not set aria-invalid).
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useLingui()
  // Mantine names the show/hide button 'Toggle password visibility', which a label lookup for
  // 'Password' also finds; this name says what it does without repeating the field's label.
  const toggleProps = { 'aria-label': t`Show characters` }
  return (
    <PasswordInput visibilityToggleButtonProps={toggleProps} aria-invalid={Boolean(props.error)} {...props} />
  )
}
