// The end of the Earnings forms that change where money goes (payout account, KYC): the password,
// asked again for every change, then Cancel (when something is saved already) and the save button.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, PasswordInput } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'

interface Props {
  password: GetInputPropsReturnType
  /** Why the password is asked, under the field. */
  description: string
  saveLabel: string
  saving: boolean
  onCancel?: (() => void) | undefined
}

export function PasswordConfirmedSave({ password, description, saveLabel, saving, onCancel }: Props) {
  const { t } = useLingui()
  return (
    <>
      <PasswordInput
        label={t`Your password`}
        description={description}
        withAsterisk
        autoComplete="current-password"
        maw={420}
        {...password}
      />
      <Group justify="flex-end" gap="sm">
        {onCancel ? (
          <Button variant="default" onClick={onCancel} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <Button type="submit" loading={saving}>
          {saveLabel}
        </Button>
      </Group>
    </>
  )
}
