import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Code, Group, Image, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { z } from 'zod'
import { twoFactorEnableSchema } from '../../../../contract/admin-two-factor'
import { PRODUCT_NAME } from '../../../../contract/constants'
import { zodValidate } from '../../../lib/zod-form'
import { adminFailureMessage, adminServerError } from '../admin-errors'
import { adminToast } from '../admin-notify'
import { CodeField } from './code-field'
import { useEnableTwoFactorMutation, useStartTwoFactorSetupMutation } from './two-factor-api'

type EnableForm = z.input<typeof twoFactorEnableSchema>

/**
 * Turning two-factor on: a new secret as a QR code (and as text, for apps that cannot scan), then a
 * code from the app proves it was saved; only then is it on, with recovery codes to save. `enrolToken`: the mailed set-up link's,
 * which a site that requires two-factor asks for.
 */
export function TwoFactorSetup({
  onEnabled,
  enrolToken,
}: {
  /** Given the recovery codes the answer showed, which the caller shows next (this form goes). */
  onEnabled: (recoveryCodes: string[]) => void
  enrolToken?: string
}) {
  const { t } = useLingui()
  const [start, setup] = useStartTwoFactorSetupMutation()
  const [enable, { isLoading: enabling }] = useEnableTwoFactorMutation()
  const form = useForm<EnableForm>({
    initialValues: { code: '' },
    validate: zodValidate<EnableForm>(twoFactorEnableSchema),
  })

  async function begin() {
    try {
      await start({ enrolToken }).unwrap()
    } catch (error) {
      adminToast.error(adminFailureMessage(error))
    }
  }

  async function confirm(values: EnableForm) {
    try {
      const answer = await enable({ ...values, enrolToken }).unwrap()
      adminToast.success(answer.message)
      onEnabled(answer.recoveryCodes)
    } catch (error) {
      const reason = adminServerError(error)
      if (reason) form.setFieldError('code', reason)
      else adminToast.error(adminFailureMessage(error))
    }
  }

  if (!setup.data) {
    return (
      <Group>
        <Button onClick={begin} loading={setup.isLoading}>
          <Trans>Set up two-factor authentication</Trans>
        </Button>
      </Group>
    )
  }

  const { qrCode, secret } = setup.data
  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans>
          1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
          1Password, Aegis…).
        </Trans>
      </Text>
      <Image src={qrCode} alt={t`QR code for your authenticator app`} w={200} h={200} radius="sm" />
      <Text size="sm">
        <Trans>
          Cannot scan? Enter this key in the app instead:{' '}
          <Code style={{ wordBreak: 'break-all' }}>{secret}</Code>
        </Trans>
      </Text>
      <Text size="sm">
        <Trans>2. Enter the code the app now shows for {PRODUCT_NAME}.</Trans>
      </Text>
      <form noValidate onSubmit={form.onSubmit(confirm)}>
        <Stack gap="md">
          <CodeField data-autofocus {...form.getInputProps('code')} />
          <Group justify="flex-end">
            <Button type="submit" loading={enabling}>
              <Trans>Turn on</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  )
}
