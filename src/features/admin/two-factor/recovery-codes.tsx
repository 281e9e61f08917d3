import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Button, Code, CopyButton, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { RECOVERY_CODE_COUNT } from '../../../../contract/admin-two-factor'
import { PasswordAndCodeForm } from './password-and-code-form'
import { useMakeRecoveryCodesMutation } from './two-factor-api'

/**
 * Recovery codes, just made: shown this once (the server keeps only their hashes), to be saved before
 * going on. Each signs in once in place of a code from the app, for an administrator without their phone.
 */
export function RecoveryCodesShown({
  codes,
  onDone,
  doneLabel,
}: {
  codes: readonly string[]
  onDone: () => void
  doneLabel?: string
}) {
  const { t } = useLingui()
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-yellow-light)">
      <Stack gap="sm">
        <Title order={3} fz="md">
          <Trans>Save your recovery codes</Trans>
        </Title>
        <Text size="sm">
          <Trans>
            If you lose your phone, each code signs you in once instead of a code from your app. They are
            shown only now: keep them in a password manager or on paper, away from this device.
          </Trans>
        </Text>
        <SimpleGrid
          cols={2}
          spacing="xs"
          component="ul"
          aria-label={t`Recovery codes`}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {codes.map((code) => (
            <li key={code}>
              <Code fz="sm" style={{ letterSpacing: '0.05em', whiteSpace: 'nowrap' }}>
                {code}
              </Code>
            </li>
          ))}
        </SimpleGrid>
        <Group justify="space-between" gap="sm">
          <CopyButton value={codes.join('\n')}>
            {({ copied, copy }) => (
              <Button variant="default" size="sm" onClick={copy}>
                {copied ? t`Copied` : t`Copy codes`}
              </Button>
            )}
          </CopyButton>
          <Button size="sm" onClick={onDone}>
            {doneLabel ?? t`I have saved them`}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

/** How many recovery codes are left, and new ones (the old stop working) for the password and an app code. */
export function NewRecoveryCodes({ left, onMade }: { left: number; onMade: (codes: string[]) => void }) {
  const [make, { isLoading }] = useMakeRecoveryCodesMutation()
  const { t } = useLingui()
  return (
    <PasswordAndCodeForm
      label={t`New recovery codes`}
      submitLabel={t`Make new recovery codes`}
      loading={isLoading}
      send={(values) => make(values).unwrap()}
      onDone={(answer) => onMade(answer.recoveryCodes)}
    >
      <Title order={3} fz="md">
        <Trans>Recovery codes</Trans>
      </Title>
      <Text size="sm" c={left <= 2 ? 'red' : undefined}>
        {/* The same in English either way; Hindi says 'one left' and 'two left' differently. */}
        <Plural
          value={left}
          one={`# of ${RECOVERY_CODE_COUNT} left. New ones replace them all; confirm with your password and a code from your app.`}
          other={`# of ${RECOVERY_CODE_COUNT} left. New ones replace them all; confirm with your password and a code from your app.`}
        />
      </Text>
    </PasswordAndCodeForm>
  )
}
