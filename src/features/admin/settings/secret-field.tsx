import { useLingui } from '@lingui/react/macro'
import type { UseFormReturnType } from '@mantine/form'
import { isMaskedSecret } from '../../../../contract/settings'
import { PasswordField } from '../../../components/password-field'

/**
 * A secret as the server shows it: masked. Left as it is, the masked value goes back and the server
 * keeps the stored secret; typing replaces it.
 */
export function SecretField<Values>({
  form,
  path,
  label,
}: {
  form: UseFormReturnType<Values>
  path: string
  label: string
}) {
  const { t } = useLingui()
  const props = form.getInputProps(path)
  const masked = typeof props.value === 'string' && isMaskedSecret(props.value)
  return (
    <PasswordField
      label={label}
      autoComplete="off"
      description={masked ? t`Stored. Leave as it is to keep it, or type a new one.` : undefined}
      {...props}
    />
  )
}
