// A child's parent, from the links in Cardcast's mails (no account): give consent with a code mailed
// to their own address, set the monthly spending limit, or withdraw consent (contract/consent.ts).
import { Alert, Button, Checkbox, NumberInput, Stack, Text, TextInput } from '@mantine/core'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { consentMessages, MINOR_CAP_MAX_RUPEES, type ParentView } from '../../../contract/consent'
import { formatDateTime, formatDay } from '../../../contract/dates'
import { formatRupees } from '../../../contract/money'
import { paths } from '../../../contract/paths'
import { AuthCard } from '../../components/auth-card'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { describeFailure, serverMessage } from '../../lib/api-error'
import { notify } from '../../lib/notify'
import { usePageTitle } from '../../lib/page-title'
import {
  useGiveConsentMutation,
  useParentChildQuery,
  useParentConsentCodeMutation,
  useSetCapMutation,
  useWithdrawConsentMutation,
} from './consent-api'

const failureText = (error: unknown, fallback: string) => serverMessage(describeFailure(error)) ?? fallback
const TRY_AGAIN = 'Something went wrong. Please try again.'

export default function ParentPage() {
  const { pathname, search } = useLocation()
  const token = new URLSearchParams(search).get('token') ?? ''
  const page = pathname.startsWith(paths.parentManage)
    ? 'manage'
    : pathname.startsWith(paths.parentWithdraw)
      ? 'withdraw'
      : 'consent'
  usePageTitle(
    page === 'consent' ? 'Parental consent' : page === 'manage' ? 'Parent page' : 'Withdraw consent',
  )
  const child = useParentChildQuery(token, { skip: token === '' })
  const title =
    page === 'consent' ? 'Parental consent' : page === 'manage' ? 'Your child’s account' : 'Withdraw consent'

  let body: ReactNode
  if (token === '' || child.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {consentMessages.linkInvalid}
      </Alert>
    )
  } else if (!child.data) {
    body = <Text role="status">Loading...</Text>
  } else if (child.data.consent === 'withdrawn') {
    body = <Alert variant="light">{consentMessages.alreadyWithdrawn}</Alert>
  } else if (page === 'consent') {
    body = <GiveConsent token={token} view={child.data} />
  } else if (page === 'manage') {
    body = <Manage token={token} view={child.data} />
  } else {
    body = <Withdraw token={token} view={child.data} />
  }
  return (
    <AuthCard title={title} subtitle="Cardcast: challenge cards for live streams">
      {body}
    </AuthCard>
  )
}

function ChildLine({ view }: { view: ParentView }) {
  return (
    <Text size="sm">
      Account: <strong>{view.child.emailId}</strong>, born {formatDay(view.child.dateOfBirth)}. Your address:{' '}
      {view.parentEmail}.
    </Text>
  )
}

function GiveConsent({ token, view }: { token: string; view: ParentView }) {
  const navigate = useNavigate()
  const [askCode, asking] = useParentConsentCodeMutation()
  const [give, giving] = useGiveConsentMutation()
  const [codeSent, setCodeSent] = useState(false)
  const [otp, setOtp] = useState('')
  const [adult, setAdult] = useState(false)
  const [error, setError] = useState<string | null>(null)

  if (view.consent === 'given') return <Alert variant="light">{consentMessages.alreadyGiven}</Alert>

  async function sendCode() {
    setError(null)
    try {
      const answer = await askCode({ token }).unwrap()
      setCodeSent(true)
      notify.success(answer.message)
    } catch (failure) {
      setError(failureText(failure, TRY_AGAIN))
    }
  }

  async function consent(event: FormEvent) {
    event.preventDefault()
    setError(null)
    if (!adult) return setError(consentMessages.confirmAdult)
    if (!otp.trim()) return setError('OTP is required')
    try {
      const done = await give({ token, otp: otp.trim(), confirmAdult: true }).unwrap()
      notify.success(done.message)
      if (done.manageToken) navigate(`${paths.parentManage}?token=${encodeURIComponent(done.manageToken)}`)
    } catch (failure) {
      setError(failureText(failure, TRY_AGAIN))
    }
  }

  return (
    <Stack gap="md">
      <ChildLine view={view} />
      <Text size="sm">
        Someone under 18 signed up with this account and named you as their parent or guardian. Until you
        consent, it holds only their email, their date of birth and your email, and they cannot buy, use or
        subscribe to cards, bid or appear on a stream. After it, free cards only, until you set a monthly
        spending limit.
      </Text>
      {codeSent ? (
        <form onSubmit={(event) => void consent(event)} noValidate>
          <Stack gap="md">
            <TextInput
              label="Code from your email"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={otp}
              onChange={(event) => setOtp(event.currentTarget.value)}
            />
            <Checkbox
              label="I am 18 or older and this child’s parent or legal guardian, and I consent to Cardcast using their data."
              checked={adult}
              onChange={(event) => setAdult(event.currentTarget.checked)}
            />
            {error ? (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            ) : null}
            <Button type="submit" loading={giving.isLoading}>
              Give consent
            </Button>
            <Button variant="subtle" onClick={() => void sendCode()} loading={asking.isLoading}>
              Send another code
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
            Email me a code
          </Button>
        </Stack>
      )}
    </Stack>
  )
}

function Manage({ token, view }: { token: string; view: ParentView }) {
  const [setCap, saving] = useSetCapMutation()
  const [cap, setCapValue] = useState<number | string>(view.monthlyCapRupees ?? '')
  const [error, setError] = useState<string | null>(null)
  const [saved, setSaved] = useState(view.monthlyCapRupees)

  async function save(event: FormEvent) {
    event.preventDefault()
    setError(null)
    const rupees = typeof cap === 'number' ? cap : Number.NaN
    if (!Number.isInteger(rupees) || rupees < 0 || rupees > MINOR_CAP_MAX_RUPEES) {
      return setError(`Enter a whole number of rupees from ₹0 to ${formatRupees(MINOR_CAP_MAX_RUPEES)}.`)
    }
    try {
      const answer = await setCap({ token, monthlyCapRupees: rupees }).unwrap()
      setSaved(rupees)
      notify.success(answer.message)
    } catch (failure) {
      setError(failureText(failure, TRY_AGAIN))
    }
  }

  if (view.consent !== 'given') return <Alert variant="light">{consentMessages.notAwaiting}</Alert>
  return (
    <Stack gap="md">
      <ChildLine view={view} />
      {view.consentGivenAt ? (
        <Text size="sm">You gave consent on {formatDateTime(view.consentGivenAt)}.</Text>
      ) : null}
      <Text size="sm">
        {saved === null
          ? 'No monthly spending limit yet: free cards only.'
          : `Monthly spending limit: ${formatRupees(saved)}. We mail you every paid purchase.`}
      </Text>
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack gap="sm">
          <NumberInput
            label="Monthly spending limit (₹)"
            description={`From ₹0 to ${formatRupees(MINOR_CAP_MAX_RUPEES)} a month; a purchase over it is refused.`}
            min={0}
            max={MINOR_CAP_MAX_RUPEES}
            allowDecimal={false}
            allowNegative={false}
            value={cap}
            onChange={setCapValue}
            error={error}
          />
          <Button type="submit" loading={saving.isLoading}>
            Save limit
          </Button>
        </Stack>
      </form>
      <Withdraw token={token} view={view} compact />
    </Stack>
  )
}

function Withdraw({ token, view, compact = false }: { token: string; view: ParentView; compact?: boolean }) {
  const [withdraw, withdrawing] = useWithdrawConsentMutation()
  const [asking, setAsking] = useState(false)
  const [done, setDone] = useState<string | null>(null)

  async function confirm() {
    try {
      const answer = await withdraw({ token }).unwrap()
      setDone(answer.message)
    } catch (failure) {
      notify.error(failureText(failure, TRY_AGAIN))
    } finally {
      setAsking(false)
    }
  }

  if (done) return <Alert variant="light">{done}</Alert>
  return (
    <Stack gap="sm">
      {compact ? null : <ChildLine view={view} />}
      <Text size="sm">
        Withdrawing closes the account at once. Its data is erased within 7 days, except the invoices and
        ledger entries tax law keeps, with the name removed.
      </Text>
      <Button color="red" variant={compact ? 'light' : 'filled'} onClick={() => setAsking(true)}>
        Withdraw consent
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Withdraw consent?"
        confirmLabel="Withdraw consent"
        color="red"
        destructive
        loading={withdrawing.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        The account {view.child.emailId} closes now and is erased within 7 days. This cannot be undone.
      </ConfirmDialog>
    </Stack>
  )
}
