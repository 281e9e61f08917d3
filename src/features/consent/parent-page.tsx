// A child's parent, from the links in Cardcast's mails (no account): give consent with a code mailed
// to their own address, set the monthly spending limit, or withdraw consent (contract/consent.ts).
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Checkbox, NumberInput, Stack, Text, TextInput } from '@mantine/core'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { consentMessages, MINOR_CAP_MAX_RUPEES, type ParentView } from '../../../contract/consent'
import { formatRupees } from '../../../contract/money'
import { paths } from '../../../contract/paths'
import { AuthCard } from '../../components/auth-card'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { describeFailure, serverMessage } from '../../lib/api-error'
import { notify } from '../../lib/notify'
import { usePageTitle } from '../../lib/page-title'
import { useDates } from '../../lib/use-dates'
import { useLabel } from '../../lib/use-label'
import {
  useGiveConsentMutation,
  useParentChildQuery,
  useParentConsentCodeMutation,
  useSetCapMutation,
  useWithdrawConsentMutation,
} from './consent-api'

/** The server's refusal (in the language the app sent), else 'Something went wrong' in it. */
function useFailureText() {
  const { t } = useLingui()
  return (error: unknown) =>
    serverMessage(describeFailure(error)) ?? t`Something went wrong. Please try again.`
}

export default function ParentPage() {
  const { t } = useLingui()
  const show = useLabel()
  const { pathname, search } = useLocation()
  const token = new URLSearchParams(search).get('token') ?? ''
  const page = pathname.startsWith(paths.parentManage)
    ? 'manage'
    : pathname.startsWith(paths.parentWithdraw)
      ? 'withdraw'
      : 'consent'
  usePageTitle(
    page === 'consent' ? t`Parental consent` : page === 'manage' ? t`Parent page` : t`Withdraw consent`,
  )
  const child = useParentChildQuery(token, { skip: token === '' })
  const title =
    page === 'consent'
      ? t`Parental consent`
      : page === 'manage'
        ? t`Your child’s account`
        : t`Withdraw consent`

  let body: ReactNode
  if (token === '' || child.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {show(consentMessages.linkInvalid)}
      </Alert>
    )
  } else if (!child.data) {
    body = (
      <Text role="status">
        <Trans>Loading...</Trans>
      </Text>
    )
  } else if (child.data.consent === 'withdrawn') {
    body = <Alert variant="light">{show(consentMessages.alreadyWithdrawn)}</Alert>
  } else if (page === 'consent') {
    body = <GiveConsent token={token} view={child.data} />
  } else if (page === 'manage') {
    body = <Manage token={token} view={child.data} />
  } else {
    body = <Withdraw token={token} view={child.data} />
  }
  return (
    <AuthCard title={title} subtitle={t`Cardcast: challenge cards for live streams`}>
      {body}
    </AuthCard>
  )
}

function ChildLine({ view }: { view: ParentView }) {
  const dates = useDates()
  const child = view.child.emailId
  const born = dates.day(view.child.dateOfBirth)
  const parent = view.parentEmail
  return (
    <Text size="sm">
      <Trans>
        Account: <strong>{child}</strong>, born {born}. Your address: {parent}.
      </Trans>
    </Text>
  )
}

export function GiveConsent({ token, view }: { token: string; view: ParentView }) {
  const navigate = useNavigate()
  const [askCode, asking] = useParentConsentCodeMutation()
  const [give, giving] = useGiveConsentMutation()
  const [codeSent, setCodeSent] = useState(false)
  const [otp, setOtp] = useState('')
  const [adult, setAdult] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { t } = useLingui()
  const show = useLabel()
  const failureText = useFailureText()

  if (view.consent === 'given') return <Alert variant="light">{show(consentMessages.alreadyGiven)}</Alert>

  async function sendCode() {
    setError(null)
    try {
      const answer = await askCode({ token }).unwrap()
      setCodeSent(true)
      notify.success(answer.message)
    } catch (failure) {
      setError(failureText(failure))
    }
  }

  async function consent(event: FormEvent) {
    event.preventDefault()
    setError(null)
    if (!adult) return setError(show(consentMessages.confirmAdult))
    // The contract's message for an empty code (contract/fields.ts otpField), in the language shown.
    if (!otp.trim()) return setError(show('OTP is required'))
    try {
      const done = await give({ token, otp: otp.trim(), confirmAdult: true }).unwrap()
      notify.success(done.message)
      if (done.manageToken) navigate(`${paths.parentManage}?token=${encodeURIComponent(done.manageToken)}`)
    } catch (failure) {
      setError(failureText(failure))
    }
  }

  return (
    <Stack gap="md">
      <ChildLine view={view} />
      <Text size="sm">
        <Trans>
          Someone under 18 signed up with this account and named you as their parent or guardian. Until you
          consent, it holds only their email, their date of birth and your email, and they cannot buy, use or
          subscribe to cards, bid or appear on a stream. After it, free cards only, until you set a monthly
          spending limit.
        </Trans>
      </Text>
      {codeSent ? (
        <form onSubmit={(event) => void consent(event)} noValidate>
          <Stack gap="md">
            <TextInput
              label={t`Code from your email`}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={otp}
              onChange={(event) => setOtp(event.currentTarget.value)}
            />
            <Checkbox
              label={t`I am 18 or older and this child’s parent or legal guardian, and I consent to Cardcast using their data.`}
              checked={adult}
              onChange={(event) => setAdult(event.currentTarget.checked)}
            />
            {error ? (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            ) : null}
            <Button type="submit" loading={giving.isLoading}>
              <Trans>Give consent</Trans>
            </Button>
            <Button variant="subtle" onClick={() => void sendCode()} loading={asking.isLoading}>
              <Trans>Send another code</Trans>
            </Button>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Button onClick={() => void sendCode()} loading={asking.isLoading}>
            <Trans>Email me a code</Trans>
          </Button>
        </Stack>
      )}
    </Stack>
  )
}

export function Manage({ token, view }: { token: string; view: ParentView }) {
  const [setCap, saving] = useSetCapMutation()
  const [cap, setCapValue] = useState<number | string>(view.monthlyCapRupees ?? '')
  const [error, setError] = useState<string | null>(null)
  const [saved, setSaved] = useState(view.monthlyCapRupees)
  const { t } = useLingui()
  const show = useLabel()
  const dates = useDates()
  const failureText = useFailureText()
  const max = formatRupees(MINOR_CAP_MAX_RUPEES)

  async function save(event: FormEvent) {
    event.preventDefault()
    setError(null)
    const rupees = typeof cap === 'number' ? cap : Number.NaN
    if (!Number.isInteger(rupees) || rupees < 0 || rupees > MINOR_CAP_MAX_RUPEES) {
      return setError(t`Enter a whole number of rupees from ₹0 to ${max}.`)
    }
    try {
      const answer = await setCap({ token, monthlyCapRupees: rupees }).unwrap()
      setSaved(rupees)
      notify.success(answer.message)
    } catch (failure) {
      setError(failureText(failure))
    }
  }

  if (view.consent !== 'given') return <Alert variant="light">{show(consentMessages.notAwaiting)}</Alert>
  const givenAt = view.consentGivenAt ? dates.dateTime(view.consentGivenAt) : null
  const savedCap = saved === null ? null : formatRupees(saved)
  return (
    <Stack gap="md">
      <ChildLine view={view} />
      {givenAt ? (
        <Text size="sm">
          <Trans>You gave consent on {givenAt}.</Trans>
        </Text>
      ) : null}
      <Text size="sm">
        {savedCap === null ? (
          <Trans>No monthly spending limit yet: free cards only.</Trans>
        ) : (
          <Trans>Monthly spending limit: {savedCap}. We mail you every paid purchase.</Trans>
        )}
      </Text>
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack gap="sm">
          <NumberInput
            label={t`Monthly spending limit (₹)`}
            description={t`From ₹0 to ${max} a month; a purchase over it is refused.`}
            min={0}
            max={MINOR_CAP_MAX_RUPEES}
            allowDecimal={false}
            allowNegative={false}
            value={cap}
            onChange={setCapValue}
            error={error}
          />
          <Button type="submit" loading={saving.isLoading}>
            <Trans>Save limit</Trans>
          </Button>
        </Stack>
      </form>
      <Withdraw token={token} view={view} compact />
    </Stack>
  )
}

export function Withdraw({
  token,
  view,
  compact = false,
}: {
  token: string
  view: ParentView
  compact?: boolean
}) {
  const [withdraw, withdrawing] = useWithdrawConsentMutation()
  const [asking, setAsking] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const { t } = useLingui()
  const failureText = useFailureText()
  const child = view.child.emailId

  async function confirm() {
    try {
      const answer = await withdraw({ token }).unwrap()
      setDone(answer.message)
    } catch (failure) {
      notify.error(failureText(failure))
    } finally {
      setAsking(false)
    }
  }

  if (done) return <Alert variant="light">{done}</Alert>
  return (
    <Stack gap="sm">
      {compact ? null : <ChildLine view={view} />}
      <Text size="sm">
        <Trans>
          Withdrawing closes the account at once. Its data is erased within 7 days, except the invoices and
          ledger entries tax law keeps, with the name removed.
        </Trans>
      </Text>
      <Button color="red" variant={compact ? 'light' : 'filled'} onClick={() => setAsking(true)}>
        <Trans>Withdraw consent</Trans>
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t`Withdraw consent?`}
        confirmLabel={t`Withdraw consent`}
        color="red"
        destructive
        loading={withdrawing.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <Trans>The account {child} closes now and is erased within 7 days. This cannot be undone.</Trans>
      </ConfirmDialog>
    </Stack>
  )
}
