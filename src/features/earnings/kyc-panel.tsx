// The creator's KYC on the Earnings page: their legal name, PAN and GSTIN, the checks' outcome, and in
// words what payouts still wait for. A form until given, then the details with 'Change'. Every change
// asks for the password again, as payout details do.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { type ReactNode, useState } from 'react'
import { formatDateTime } from '../../../contract/dates'
import { type KycStatus, kycMessages, kycRequestSchema } from '../../../contract/kyc'
import { Panel } from '../../components/panel'
import { LoadError, LoadingNote } from '../../components/query-state'
import { describeFailure, serverMessage } from '../../lib/api-error'
import { focusFirstInvalid } from '../../lib/focus-first-error'
import { notify } from '../../lib/notify'
import { useLabel } from '../../lib/use-label'
import { zodValidate } from '../../lib/zod-form'
import { useGetKycQuery, useSaveKycMutation } from './kyc-api'
import { PasswordConfirmedSave } from './password-confirmed-save'

const CHECK_LABELS: Record<'verified' | 'pending' | 'failed', MessageDescriptor> = {
  verified: msg`Verified`,
  pending: msg`Pending`,
  failed: msg`Failed`,
}
const CHECK_COLORS = { verified: 'teal', pending: 'yellow', failed: 'red' } as const

export function KycPanel() {
  const { t } = useLingui()
  const show = useLabel()
  const kyc = useGetKycQuery()
  const [editing, setEditing] = useState(false)
  const data = kyc.data

  let body: ReactNode
  if (kyc.isError && !data) {
    body = <LoadError message={show(kycMessages.failed)} onRetry={() => void kyc.refetch()} />
  } else if (!data) {
    body = <LoadingNote label={show(kycMessages.loading)} />
  } else {
    body = (
      <Stack gap="md">
        <Readiness status={data} />
        {data.kyc && !editing ? (
          <SavedKyc kyc={data.kyc} onChange={() => setEditing(true)} />
        ) : (
          <KycForm
            initial={data.kyc ? { legalName: data.kyc.legalName, gstin: data.kyc.gstin ?? '' } : undefined}
            onSaved={() => setEditing(false)}
            onCancel={data.kyc ? () => setEditing(false) : undefined}
          />
        )}
      </Stack>
    )
  }

  return (
    <Panel
      title="KYC" // i18n-ignore: the term Indian banks and tax forms use, as it is
      description={t`The law asks Cardcast to know whom it pays: your PAN, and your legal name as it appears on it. Registered for GST? Add your GSTIN.`}
    >
      {body}
    </Panel>
  )
}

function Readiness({ status }: { status: KycStatus }) {
  const { t } = useLingui()
  const show = useLabel()
  const heldUntil = status.kyc?.heldUntil
  if (status.payoutsReady) {
    return (
      <Stack gap="xs">
        <Alert color="teal" variant="light" data-kyc-ready>
          {show(kycMessages.ready)}
        </Alert>
        {heldUntil ? (
          <Alert color="yellow" variant="light" data-kyc-hold>
            {show(kycMessages.held(formatDateTime(heldUntil)))}
          </Alert>
        ) : null}
      </Stack>
    )
  }
  return (
    <Alert color="yellow" variant="light" title={t`Payouts wait for`} data-kyc-missing>
      <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
        {status.missing.map((item) => (
          <li key={item}>{show(item)}</li>
        ))}
      </ul>
    </Alert>
  )
}

function SavedKyc({ kyc, onChange }: { kyc: NonNullable<KycStatus['kyc']>; onChange: () => void }) {
  const { t } = useLingui()
  const details: Array<[string, ReactNode]> = [
    [t`Legal name`, kyc.legalName],
    ['PAN', <CheckedValue key="pan" value={kyc.panMasked} check={kyc.pan.status} />],
    ['GSTIN', kyc.gstin ?? t`Not registered`],
    [t`Payout account`, <CheckedValue key="account" value="" check={kyc.account.status} />],
  ]
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <SimpleGrid component="dl" m={0} cols={{ base: 1, xs: 2, md: 4 }} spacing="md" style={{ flex: 1 }}>
        {details.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.4}>
              {label}
            </Text>
            <Text component="dd" m={0} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Button variant="default" onClick={onChange}>
        <Trans>Change</Trans>
      </Button>
    </Group>
  )
}

function CheckedValue({ value, check }: { value: string; check: keyof typeof CHECK_LABELS }) {
  const { i18n } = useLingui()
  return (
    <Group component="span" gap={6} wrap="nowrap">
      {value ? <span style={{ fontFamily: 'monospace' }}>{value}</span> : null}
      <Badge color={CHECK_COLORS[check]} variant="light" size="sm">
        {i18n._(CHECK_LABELS[check])}
      </Badge>
    </Group>
  )
}

interface FormValues {
  legalName: string
  pan: string
  gstin: string
  password: string
}

function KycForm({
  initial,
  onSaved,
  onCancel,
}: {
  initial?: { legalName: string; gstin: string }
  onSaved: () => void
  onCancel?: () => void
}) {
  const { t } = useLingui()
  const show = useLabel()
  const [save, { isLoading }] = useSaveKycMutation()
  const form = useForm<FormValues>({
    initialValues: {
      legalName: initial?.legalName ?? '',
      pan: '',
      gstin: initial?.gstin ?? '',
      password: '',
    },
    validate: zodValidate<FormValues>(kycRequestSchema),
  })

  async function submit(values: FormValues) {
    try {
      await save(values).unwrap()
      notify.success(show(kycMessages.saved))
      onSaved()
    } catch (error) {
      // The server's words come in the language shown: compared with the contract's, translated alike.
      const message = serverMessage(describeFailure(error))
      if (message === show(kycMessages.passwordWrong)) form.setFieldError('password', message)
      else if (message === show(kycMessages.gstinNotYours)) form.setFieldError('gstin', message)
      else notify.error(message ?? show(kycMessages.failed))
    }
  }

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstInvalid)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label={t`Legal name`}
            description={t`Exactly as on your PAN card.`}
            withAsterisk
            autoComplete="name"
            {...form.getInputProps('legalName')}
          />
          <TextInput
            label="PAN" // i18n-ignore: the card's name, as printed on it
            description={t`10 characters, e.g. ABCPE1234F.`}
            withAsterisk
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={10}
            {...form.getInputProps('pan')}
          />
          <TextInput
            label={t`GSTIN (optional)`}
            description={t`Only if you are registered for GST.`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={15}
            {...form.getInputProps('gstin')}
          />
        </SimpleGrid>
        <PasswordConfirmedSave
          password={form.getInputProps('password')}
          description={t`Asked for every change, as for your payout account.`}
          saveLabel={t`Save KYC`}
          saving={isLoading}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  )
}
