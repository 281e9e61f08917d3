import { PasswordInput, type PasswordInputProps } from '@mantine/core'

// Mantine names the show/hide button 'Toggle password visibility', which a label lookup for 'Password'
// also finds; this name says what it does without repeating the field's label.
const toggleProps = { 'aria-label': 'Show characters' }

/** A password input whose visibility toggle does not share the field's name. */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput visibilityToggleButtonProps={toggleProps} {...props} />
}
