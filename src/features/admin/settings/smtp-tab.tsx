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
import { describeFailure, text } from '../../../lib/api-error'
import { focusFirstInvalid } from '../../../lib/focus-first-error'
import { zodValidate } from '../../../lib/zod-form'
import { adminFailureMessage } from '../admin-errors'
import { adminToast } from '../admin-notify'
import { SecretField } from './secret-field'
import { useSendTestEmailMutation } from './settings-api'
import { useSaveSettings } from './use-save-settings'

/**
 * Why the test email failed, in the server's words: 'Save the SMTP settings (host and port) first.'
 * (400), or the mail server's own answer (502's `detail`) after 'Failed to send test email'.
 */
function testEmailFailure(error: unknown): string {
  const failure = describeFailure(error)
  const detail = failure.kind === 'http' ? text(failure.body.detail) : undefined
  return detail ? `${adminMessages.testEmailFailed}: ${detail}` : adminFailureMessage(error)
}

const encryptionOptions = SMTP_ENCRYPTIONS.map((value) => ({
  value,
  label: value === 'none' ? 'None' : value.toUpperCase(),
}))

/** SMTP: the mail server the site sends through, and a test email through the saved settings. */
export function SmtpTab({ settings }: { settings: SmtpSettingsForm }) {
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
            Mail Server
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="SMTP Host" placeholder="smtp.example.com" {...form.getInputProps('host')} />
            <NumberInput
              label="SMTP Port"
              min={1}
              max={65535}
              allowDecimal={false}
              {...form.getInputProps('port')}
            />
            <TextInput label="SMTP Username" autoComplete="off" {...form.getInputProps('username')} />
            <SecretField form={form} path="password" label="SMTP Password" />
            <NativeSelect label="Encryption" data={encryptionOptions} {...form.getInputProps('encryption')} />
            <TextInput label="From Name" {...form.getInputProps('fromName')} />
            <TextInput label="From Email" type="email" {...form.getInputProps('fromEmail')} />
            <TextInput label="Reply-To Email" type="email" {...form.getInputProps('replyToEmail')} />
          </SimpleGrid>
          <Group justify="space-between" align="center" wrap="wrap" gap="sm">
            <Text size="sm" c="dimmed" maw={420}>
              The test email goes to your admin address through the saved settings: save changes first.
            </Text>
            <Group gap="sm">
              <Button variant="default" onClick={() => void sendTest()} loading={sending}>
                Send Test Email
              </Button>
              <Button type="submit" loading={saving}>
                Save Settings
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
