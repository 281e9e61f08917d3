// The contact form's rules: an empty form shows every message under its field and
// sends nothing. Where each message sits on screen is checked in the browser (public-contact.spec.ts).
import { screen, waitFor, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import ContactPage from '../../src/features/contact/contact-page'
import { renderWithProviders } from './render'

it('an empty form shows every error under its field and sends nothing', async () => {
  const { user, apiCalls } = await renderWithProviders(<ContactPage />, { route: '/contactus' })
  const form = within(screen.getByRole('form', { name: 'Contact form' }))
  const message = form.getByLabelText('Message')
  expect(message.tagName).toBe('TEXTAREA')
  expect(message).toHaveAttribute('rows', '6')

  await user.click(form.getByRole('button', { name: 'Send Message' }))
  const errors = {
    Name: 'Name is required.',
    Email: 'Email is required.',
    Subject: 'Subject is required.',
    Message: 'Message cannot be empty.',
  }
  for (const [label, error] of Object.entries(errors)) {
    const field = form.getByLabelText(label)
    await waitFor(() => expect(field).toHaveAccessibleDescription(error))
    expect(field).toHaveAttribute('aria-invalid', 'true')
  }
  expect(apiCalls()).toBe(0)
})
