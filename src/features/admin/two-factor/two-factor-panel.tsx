import { Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import type { z } from 'zod'
import { twoFactorDisableSchema } from '../../../../contract/admin-two-factor'
import { PasswordField } from '../../../components/password-field'
import { zodValidate } from '../../../lib/zod-form'
import { adminFailureMessage, adminServerError } from '../admin-errors'
import { adminToast } from '../admin-notify'
import { CodeField } from './code-field'
import { NewRecoveryCodes, RecoveryCodesShown } from './recovery-codes'
import { useDisableTwoFactorMutation } from './two-factor-api'
import { TwoFactorSetup } from './two-factor-setup'

type DisableForm = z.input<typeof twoFactorDisableSchema>

function TurnOffForm() {
  const [disable, { isLoading }] = useDisableTwoFactorMutation()
  const form = useForm<DisableForm>({
    initialValues: { password: '', code: '' },
    validate: zodValidate<DisableForm>(twoFactorDisableSchema),
  })

  async function turnOff(values: DisableForm) {
    try {
      const answer = await disable(values).unwrap()
      adminToast.success(answer.message)
      form.reset()
    } catch (error) {
      const reason = adminServerError(error)
      if (reason) form.setFieldError('code', reason)
      else adminToast.error(adminFailureMessage(error))
    }
  }

  return (
    <form noValidate onSubmit={form.onSubmit(turnOff)}>
      <Stack gap="md">
        <Text size="sm">To turn it off, confirm with your password and a code from your app.</Text>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <CodeField {...form.getInputProps('code')} />
        <Group justify="flex-end">
          <Button type="submit" color="red" variant="light" loading={isLoading}>
            Turn off two-factor
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** The Security tab's two-factor section: its state, turning it on or off, and its recovery codes. */
export function TwoFactorPanel({
  enabled,
  recoveryCodesLeft,
}: {
  enabled: boolean
  recoveryCodesLeft: number
}) {
  // Codes just made, shown until the administrator says they are saved.
  const [shownCodes, setShownCodes] = useState<string[] | null>(null)
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={560}>
      <Group justify="space-between" mb={4}>
        <Title order={2} fz="lg">
          Two-factor authentication
        </Title>
        <Badge color={enabled ? 'green' : 'gray'} variant="light">
          {enabled ? 'On' : 'Off'}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="lg">
        With it on, each login asks for a code from an app on your phone as well as your password.
      </Text>
      {/* The profile refetches after either change, and the panel follows it. */}
      {shownCodes ? (
        <RecoveryCodesShown codes={shownCodes} onDone={() => setShownCodes(null)} />
      ) : enabled ? (
        <Stack gap="lg">
          <NewRecoveryCodes left={recoveryCodesLeft} onMade={setShownCodes} />
          <Divider />
          <TurnOffForm />
        </Stack>
      ) : (
        <TwoFactorSetup onEnabled={setShownCodes} />
      )}
    </Paper>
  )
}
