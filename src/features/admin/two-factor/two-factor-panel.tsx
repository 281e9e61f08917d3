import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { PasswordAndCodeForm } from './password-and-code-form'
import { NewRecoveryCodes, RecoveryCodesShown } from './recovery-codes'
import { useDisableTwoFactorMutation } from './two-factor-api'
import { TwoFactorSetup } from './two-factor-setup'

function TurnOffForm() {
  const [disable, { isLoading }] = useDisableTwoFactorMutation()
  const { t } = useLingui()
  return (
    <PasswordAndCodeForm
      submitLabel={t`Turn off two-factor`}
      color="red"
      loading={isLoading}
      send={(values) => disable(values).unwrap()}
    >
      <Text size="sm">
        <Trans>To turn it off, confirm with your password and a code from your app.</Trans>
      </Text>
    </PasswordAndCodeForm>
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
  const { t } = useLingui()
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={560}>
      <Group justify="space-between" mb={4}>
        <Title order={2} fz="lg">
          <Trans>Two-factor authentication</Trans>
        </Title>
        <Badge color={enabled ? 'green' : 'gray'} variant="light">
          {enabled ? t`On` : t`Off`}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="lg">
        <Trans>
          With it on, each login asks for a code from an app on your phone as well as your password.
        </Trans>
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
