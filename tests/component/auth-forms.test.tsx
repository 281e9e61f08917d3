// Every account form checks its fields in the browser, shows each message under its field, and sends
// nothing while a field is wrong. The forms as the app renders them, in jsdom: the login, sign-up and
// forgot-password forms, the OTP screen and the reset-password form.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { consentMessages } from '../../contract/consent'
import { paths } from '../../contract/paths'
import { OtpVerification } from '../../src/features/auth/components/otp-verification'
import ForgotPasswordPage from '../../src/features/auth/forgot-password-page'
import LoginPage from '../../src/features/auth/login-page'
import ResetPasswordPage from '../../src/features/auth/reset-password-page'
import type { ResetPasswordState } from '../../src/features/auth/reset-state'
import SignupPage from '../../src/features/auth/signup-page'
import { renderWithProviders } from './render'

/** A field by its label, exactly ('Password' is not 'Confirm Password'). */
const field = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' })

/** Presses `submit`, then checks that each field shows its message (its accessible description). */
async function submitAndExpect(
  user: UserEvent,
  submit: string,
  errors: Record<string, string | RegExp | null>,
) {
  await user.click(screen.getByRole('button', { name: submit }))
  for (const [label, message] of Object.entries(errors)) {
    if (message === null) await waitFor(() => expect(field(label)).not.toHaveAccessibleDescription(/./))
    else await waitFor(() => expect(field(label)).toHaveAccessibleDescription(message))
  }
}

async function retype(user: UserEvent, label: string, value: string) {
  await user.clear(field(label))
  await user.type(field(label), value)
}

/** A date field takes a whole day at once (jsdom drops a date typed a character at a time). */
function setDate(label: string, day: string) {
  fireEvent.change(field(label), { target: { value: day } })
}

describe('the login form', () => {
  it('checks its fields before sending', async () => {
    const { user, apiCalls } = await renderWithProviders(<LoginPage />, { route: '/login' })
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()

    await submitAndExpect(user, 'Sign In', {
      Email: 'Email ID is required.',
      Password: 'Password is required.',
    })
    await retype(user, 'Email', 'not-an-email')
    await retype(user, 'Password', '12345')
    await submitAndExpect(user, 'Sign In', {
      Email: 'Invalid email ID format.',
      Password: 'Password must be at least 6 characters.',
    })
    await retype(user, 'Email', 'someone@example.test')
    await submitAndExpect(user, 'Sign In', {
      Email: null,
      Password: 'Password must be at least 6 characters.',
    })
    expect(apiCalls()).toBe(0)

    // Once the fields are right the form does send (and the count above would see it).
    await retype(user, 'Password', '123456')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(apiCalls()).toBe(1))
  })
})

describe('the sign-up form', () => {
  it('checks its fields before sending', async () => {
    const { user, apiCalls } = await renderWithProviders(<SignupPage />, { route: '/signup' })
    expect(screen.getByRole('heading', { name: 'Create Your Account' })).toBeVisible()

    await submitAndExpect(user, 'Sign Up', {
      Username: 'Username is required.',
      Email: 'Email is required.',
      Password: 'Password is required.',
      'Confirm Password': 'Confirm your password.',
      'Date of Birth': 'Date of birth is required.',
    })
    await retype(user, 'Username', 'newviewer')
    setDate('Date of Birth', '1990-01-01')
    await retype(user, 'Email', 'name@nowhere')
    await retype(user, 'Password', '12345')
    await retype(user, 'Confirm Password', '54321')
    await submitAndExpect(user, 'Sign Up', {
      Username: null,
      Email: 'Enter a valid email.',
      Password: 'Password must be at least 6 characters.',
      'Confirm Password': 'Passwords do not match.',
    })
    await retype(user, 'Email', 'newviewer@example.test')
    await retype(user, 'Password', 'secret123')
    await retype(user, 'Confirm Password', 'secret124')
    await submitAndExpect(user, 'Sign Up', {
      Email: null,
      Password: null,
      'Confirm Password': 'Passwords do not match.',
    })
    // Under 18: the parent's or guardian's email is asked, and required.
    await retype(user, 'Confirm Password', 'secret123')
    setDate('Date of Birth', `${new Date().getUTCFullYear() - 16}-01-01`)
    await submitAndExpect(user, 'Sign Up', {
      'Confirm Password': null,
      // The error, then the field's own note on why it is asked.
      "Parent's or guardian's email": new RegExp(
        `^${consentMessages.parentEmailRequired.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      ),
    })
    expect(apiCalls()).toBe(0)
  })
})

describe('the forgot-password form', () => {
  it('checks the email before sending', async () => {
    const { user, apiCalls } = await renderWithProviders(<ForgotPasswordPage />, {
      route: '/forgot-password',
    })
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeVisible()

    await submitAndExpect(user, 'Send OTP', { Email: 'Email is required' })
    await retype(user, 'Email', 'no-at-sign.example.test')
    await submitAndExpect(user, 'Send OTP', { Email: 'Invalid email format' })
    await retype(user, 'Email', 'two@@example.test')
    await submitAndExpect(user, 'Send OTP', { Email: 'Invalid email format' })
    expect(apiCalls()).toBe(0)
  })
})

describe('the OTP screen', () => {
  it('checks the code before sending, and takes six characters at most', async () => {
    const { user, apiCalls } = await renderWithProviders(
      <OtpVerification type="login" email="someone@example.test" onBack={() => {}} />,
      { route: '/login' },
    )
    expect(screen.getByRole('heading', { name: 'Verify OTP' })).toBeVisible()

    await submitAndExpect(user, 'Verify OTP', { OTP: 'OTP is required' })
    await retype(user, 'OTP', '123')
    await submitAndExpect(user, 'Verify OTP', { OTP: 'OTP must be 6 digits' })
    await retype(user, 'OTP', '12a4b6')
    await submitAndExpect(user, 'Verify OTP', { OTP: 'OTP must contain only numbers' })
    // A seventh typed digit is dropped.
    await retype(user, 'OTP', '1234567')
    expect(field('OTP')).toHaveValue('123456')
    expect(apiCalls()).toBe(0)
  })
})

describe('the reset-password form', () => {
  it('checks the new password before sending', async () => {
    const verified: ResetPasswordState = { email: 'someone@example.test', verified: true }
    const { user, apiCalls } = await renderWithProviders(<ResetPasswordPage />, {
      route: { pathname: paths.resetPassword, state: verified },
    })
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeVisible()

    await submitAndExpect(user, 'Reset Password', {
      'New Password': 'Password is required',
      'Confirm Password': 'Please confirm your password',
    })
    await retype(user, 'New Password', '12345')
    await retype(user, 'Confirm Password', '12345')
    await submitAndExpect(user, 'Reset Password', {
      'New Password': 'Password must be at least 6 characters',
      'Confirm Password': null,
    })
    await retype(user, 'New Password', 'newsecret1')
    await retype(user, 'Confirm Password', 'newsecret2')
    await submitAndExpect(user, 'Reset Password', {
      'New Password': null,
      'Confirm Password': 'Passwords do not match',
    })
    expect(apiCalls()).toBe(0)
  })
})
