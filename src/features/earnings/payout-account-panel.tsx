// The creator's payout account on the Earnings page: where payouts go, a UPI ID or a bank account. Shown
// masked once given, with 'Change'; a form (UPI ID or bank account) until then. Validated with the
// contract's rules, the server's being the same. Every change asks for the password again, and new
// details wait PAYOUT_ACCOUNT_HOLD_HOURS before a payout goes to them: the panel says until when.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { type ReactNode, useState } from 'react'
import { formatDateTime } from '../../../contract/dates'
import {
  type PayoutAccount,
  type PayoutMethod,
  payoutAccountFormSchema,
  payoutAccountMessages,
  payoutAccountRequestOf,
} from '../../../contract/payouts'
import { Panel } from '../../components/panel'
import { LoadError, LoadingNote } from '../../components/query-state'
import { describeFailure, serverMessage } from '../../lib/api-error'
import { focusFirstInvalid } from '../../lib/focus-first-error'
import { notify } from '../../lib/notify'
import { useLabel } from '../../lib/use-label'
import { zodValidate } from '../../lib/zod-form'
import { PasswordConfirmedSave } from './password-confirmed-save'
import { useGetPayoutAccountQuery, useSavePayoutAccountMutation } from './payout-account-api'

interface FormValues {
  method: PayoutMethod
  upiId: string
  accountHolderName: string
  accountNumber: string
  ifsc: string
  password: string
}

export function PayoutAccountPanel() {
  const { t } = useLingui()
  const show = useLabel()
  const account = useGetPayoutAccountQuery()
  const [editing, setEditing] = useState(false)
  const saved = account.data?.payoutAccount ?? null

  let body: ReactNode
  if (account.isError && !account.data) {
    body = (
      <LoadError message={show(payoutAccountMessages.fetchFailed)} onRetry={() => void account.refetch()} />
    )
  } else if (!account.data) {
    body = <LoadingNote label={show(payoutAccountMessages.loading)} />
  } else if (saved && !editing) {
    body = <SavedAccount account={saved} onChange={() => setEditing(true)} />
  } else {
    body = (
      <PayoutAccountForm
        initialMethod={saved?.method ?? 'upi'}
        onSaved={() => setEditing(false)}
        onCancel={saved ? () => setEditing(false) : undefined}
      />
    )
  }

  return (
    <Panel
      title={t`Payout account`}
      description={t`Where your earnings are paid on the 1st and the 15th: a UPI ID or a bank account in India.`}
    >
      {body}
    </Panel>
  )
}

/** One detail of the saved account, as a term and its value; numbers and IDs in a fixed-width face. */
function Detail({ label, value, code = false }: { label: string; value: string; code?: boolean }) {
  return (
    <div>
      <Text component="dt" size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.4}>
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        fw={600}
        ff={code ? 'monospace' : undefined}
        style={{ overflowWrap: 'anywhere' }}
      >
        {value}
      </Text>
    </div>
  )
}

function SavedAccount({ account, onChange }: { account: PayoutAccount; onChange: () => void }) {
  const show = useLabel()
  return (
    <Stack gap="md">
      {account.heldUntil ? (
        <Alert color="yellow" variant="light" data-payout-hold>
          {show(payoutAccountMessages.held(formatDateTime(account.heldUntil)))}
        </Alert>
      ) : null}
      <SavedDetails account={account} onChange={onChange} />
    </Stack>
  )
}

function SavedDetails({ account, onChange }: { account: PayoutAccount; onChange: () => void }) {
  const { t } = useLingui()
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <SimpleGrid
        component="dl"
        m={0}
        cols={{ base: 1, xs: account.method === 'upi' ? 1 : 3 }}
        spacing="md"
        style={{ flex: 1 }}
      >
        {account.method === 'upi' ? (
          <Detail label={t`UPI ID`} value={account.upiId ?? ''} code />
        ) : (
          <>
            <Detail label={t`Account holder`} value={account.accountHolderName ?? ''} />
            <Detail label={t`Account number`} value={account.accountNumber ?? ''} code />
            {/* i18n-ignore: the bank code's name, as banks write it */}
            <Detail label="IFSC" value={account.ifsc ?? ''} code />
          </>
        )}
      </SimpleGrid>
      <Button variant="default" onClick={onChange}>
        <Trans>Change</Trans>
      </Button>
    </Group>
  )
}

interface FormProps {
  initialMethod: PayoutMethod
  onSaved: () => void
  /** Present when an account is saved already: back to it without saving. */
  onCancel?: () => void
}

function PayoutAccountForm({ initialMethod, onSaved, onCancel }: FormProps) {
  const { t } = useLingui()
  const show = useLabel()
  const [save, { isLoading }] = useSavePayoutAccountMutation()
  const form = useForm<FormValues>({
    initialValues: {
      method: initialMethod,
      upiId: '',
      accountHolderName: '',
      accountNumber: '',
      ifsc: '',
      password: '',
    },
    validate: zodValidate<FormValues>(payoutAccountFormSchema),
  })

  async function submit(values: FormValues) {
    try {
      await save(payoutAccountRequestOf(values)).unwrap()
      notify.success(show(payoutAccountMessages.saved))
      onSaved()
    } catch (error) {
      // The server's words come in the language shown: compared with the contract's, translated alike.
      const message = serverMessage(describeFailure(error))
      if (message === show(payoutAccountMessages.passwordWrong)) form.setFieldError('password', message)
      else notify.error(message ?? show(payoutAccountMessages.saveFailed))
    }
  }

  const method = form.values.method
  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstInvalid)}>
      <Stack gap="md">
        <SegmentedControl
          data={[
            { value: 'upi', label: t`UPI ID` },
            { value: 'bank', label: t`Bank account` },
          ]}
          aria-label={t`Payout method`}
          value={method}
          onChange={(value) => {
            form.setFieldValue('method', value as PayoutMethod)
            form.clearErrors()
          }}
          style={{ alignSelf: 'flex-start' }}
        />
        {method === 'upi' ? (
          <TextInput
            label={t`UPI ID`}
            description={t`As your UPI app shows it, e.g. name@okicici.`}
            withAsterisk
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maw={420}
            {...form.getInputProps('upiId')}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label={t`Account holder name`}
              description={t`As your bank has it.`}
              withAsterisk
              autoComplete="name"
              {...form.getInputProps('accountHolderName')}
            />
            <TextInput
              label={t`Account number`}
              description={t`9 to 18 digits.`}
              withAsterisk
              inputMode="numeric"
              autoComplete="off"
              {...form.getInputProps('accountNumber')}
            />
            <TextInput
              label="IFSC" // i18n-ignore: the bank code's name, as banks write it
              description={t`11 characters, e.g. HDFC0001234.`}
              withAsterisk
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={11}
              {...form.getInputProps('ifsc')}
            />
          </SimpleGrid>
        )}
        <PasswordConfirmedSave
          password={form.getInputProps('password')}
          description={t`Asked for every change, so that a signed-in device alone cannot redirect your payouts.`}
          saveLabel={t`Save`}
          saving={isLoading}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  )
}
