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
import { adminMessages } from '../../../contract/admin'
import {
  DEFAULT_SMTP_PORT,
  SMTP_ENCRYPTIONS,
  type SmtpSettingsForm,
  smtpSettingsSchema,
} from '../../../contract/settings'
import { zodValidate } from '../../../lib/zod-form'
import { adminToast } from '../admin-notify'
import { SecretField } from './secret-field'
import { useSendTestEmailMutation } from './settings-api'
import { useSaveSettings } from './use-save-settings'

const encryptionOptions = SMTP_ENCRYPTIONS.map((value) => ({
  value,
  label: value === 'none' ? 'None' : value.toUpperCase(),
}))

/** SMTP: the mail server the site sends through, and a test email through the saved settings. */
export function SmtpTab({ settings }: { settings: SmtpSettingsForm }) {
  const { save, saving } = useSaveSettings()
  const [sendTestEmail, { isLoading: sending }] = useSendTestEmailMutation()
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
    try {
      await sendTestEmail().unwrap()
      adminToast.success(adminMessages.testEmailSent)
    } catch {
      adminToast.error(adminMessages.testEmailFailed)
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={820}>
      <form noValidate onSubmit={form.onSubmit(saveSmtp)}>
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
        </Stack>
      </form>
    </Paper>
  )
}
