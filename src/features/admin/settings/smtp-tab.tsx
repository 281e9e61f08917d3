import { Trans, useLingui } from '@lingui/react/macro'
import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { adminMessages } from '../../../../contract/admin'
import {
  DEFAULT_SMTP_PORT,
  SMTP_ENCRYPTIONS,
  type SmtpSettingsForm,
  smtpSettingsSchema,
} from '../../../../contract/settings'
import { translateMessage } from '../../../../contract/translate'
import { describeFailure, text } from '../../../lib/api-error'
import { focusFirstInvalid } from '../../../lib/focus-first-error'
import { currentLocale } from '../../../lib/i18n'
import { zodValidate } from '../../../lib/zod-form'
import { adminFailureMessage } from '../admin-errors'
import { adminToast } from '../admin-notify'
import { SecretField } from './secret-field'
import { useSendTestEmailMutation } from './settings-api'
import { useSaveSettings } from './use-save-settings'

/**
 * Why the test email failed, in the server's words: 'Save the SMTP settings (host and port) first.'
 * (400), or the mail server's own answer (502's `detail`, as the mail server wrote it) after 'Failed
 * to send test email' (in the app's language).
 */
function testEmailFailure(error: unknown): string {
  const failure = describeFailure(error)
  const detail = failure.kind === 'http' ? text(failure.body.detail) : undefined
  return detail
    ? `${translateMessage(adminMessages.testEmailFailed, currentLocale())}: ${detail}`
    : adminFailureMessage(error)
}

/** SMTP: the mail server the site sends through, and a test email through the saved settings. */
export function SmtpTab({ settings }: { settings: SmtpSettingsForm }) {
  const { t } = useLingui()
  // TLS and SSL are the protocols' names.
  const encryptionOptions = SMTP_ENCRYPTIONS.map((value) => ({
    value,
    label: value === 'none' ? t`None` : value.toUpperCase(),
  }))
  const { save, saving } = useSaveSettings()
  const [sendTestEmail, { isLoading: sending }] = useSendTestEmailMutation()
  // Kept on screen beside the button: the admin toast closes after 2 s, too soon to read a server's reason.
  const [testError, setTestError] = useState<string | null>(null)
  const form = useForm<SmtpSettingsForm>({
    initialValues: { ...structuredClone(settings), port: settings.port || DEFAULT_SMTP_PORT },
    validate: zodValidate<SmtpSettingsForm>(smtpSettingsSchema),
  })

  async function saveSmtp(smtp: SmtpSettingsForm) {
    const saved = await save({ smtp })
    if (saved) {
      form.setValues(structuredClone(saved.smtp))
      form.resetDirty(structuredClone(saved.smtp))
    }
  }

  async function sendTest() {
    setTestError(null)
    try {
      await sendTestEmail().unwrap()
      adminToast.success(adminMessages.testEmailSent, 'admin-test-email')
    } catch (error) {
      const reason = testEmailFailure(error)
      setTestError(reason)
      adminToast.error(reason, 'admin-test-email')
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={820}>
      <form noValidate onSubmit={form.onSubmit(saveSmtp, focusFirstInvalid)}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            <Trans>Mail Server</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t`SMTP Host`}
              placeholder="smtp.example.com" // i18n-ignore: an address
              {...form.getInputProps('host')}
            />
            <NumberInput
              label={t`SMTP Port`}
              min={1}
              max={65535}
              allowDecimal={false}
              {...form.getInputProps('port')}
            />
            <TextInput label={t`SMTP Username`} autoComplete="off" {...form.getInputProps('username')} />
            <SecretField form={form} path="password" label={t`SMTP Password`} />
            <NativeSelect
              label={t`Encryption`}
              data={encryptionOptions}
              {...form.getInputProps('encryption')}
            />
            <TextInput label={t`From Name`} {...form.getInputProps('fromName')} />
            <TextInput label={t`From Email`} type="email" {...form.getInputProps('fromEmail')} />
            <TextInput label={t`Reply-To Email`} type="email" {...form.getInputProps('replyToEmail')} />
          </SimpleGrid>
          <Group justify="space-between" align="center" wrap="wrap" gap="sm">
            <Text size="sm" c="dimmed" maw={420}>
              <Trans>
                The test email goes to your admin address through the saved settings: save changes first.
              </Trans>
            </Text>
            <Group gap="sm">
              <Button variant="default" onClick={() => void sendTest()} loading={sending}>
                <Trans>Send Test Email</Trans>
              </Button>
              <Button type="submit" loading={saving}>
                <Trans>Save Settings</Trans>
              </Button>
            </Group>
          </Group>
          {testError ? (
            <Text size="sm" c="red" role="alert" style={{ overflowWrap: 'anywhere' }}>
              {testError}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Paper>
  )
}
