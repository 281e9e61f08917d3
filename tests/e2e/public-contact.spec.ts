import type { Page } from '@playwright/test'
import { expect, test } from '../support/e2e'
import { uniqueName } from '../support/factories'

// The contact form: its rules where they show on screen, its toasts (section 8), and
// a message that really arrives by mail. The empty form's messages: tests/component/contact-form.

const TEAM = 'team@example.test'

async function openForm(page: Page) {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/sendContactMessage')) sent.push(request.url())
  })
  await page.goto('/contactus')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Contact form' })
  return {
    sent,
    name: form.getByLabel('Name'),
    email: form.getByLabel('Email'),
    subject: form.getByLabel('Subject'),
    message: form.getByLabel('Message'),
    submit: form.getByRole('button', { name: 'Send Message' }),
  }
}

async function fillValid(form: Awaited<ReturnType<typeof openForm>>, subject = 'Hello team') {
  await form.name.fill('Ann Viewer')
  await form.email.fill(`${uniqueName('ann')}@example.test`)
  await form.subject.fill(subject)
  await form.message.fill('How do I connect Cardcast to OBS?')
}

test('each bad input shows its own error under its own field, and nothing is sent', async ({ page }) => {
  const form = await openForm(page)
  const cases = [
    { field: 'name', value: '', error: 'Name is required.' },
    { field: 'email', value: '', error: 'Email is required.' },
    { field: 'email', value: 'ann@example', error: 'Enter a valid email.' },
    { field: 'email', value: 'ann example@test.com', error: 'Enter a valid email.' },
    { field: 'subject', value: '', error: 'Subject is required.' },
    { field: 'message', value: '', error: 'Message cannot be empty.' },
  ] as const
  for (const { field, value, error } of cases) {
    await fillValid(form)
    await form[field].fill(value)
    await form.submit.click()
    await expect(form[field]).toHaveAccessibleDescription(error)
    // The error sits right below its own field.
    const input = await form[field].boundingBox()
    const message = await page.getByText(error, { exact: true }).boundingBox()
    expect(message && input && message.y >= input.y + input.height - 1).toBe(true)
    expect(message && input && message.y - (input.y + input.height) < 40).toBe(true)
    for (const other of ['name', 'email', 'subject', 'message'] as const) {
      if (other !== field) await expect(form[other]).not.toHaveAttribute('aria-invalid', 'true')
    }
  }
  expect(form.sent).toHaveLength(0)
})

test('a valid message is mailed to the contact address and the fields clear', async ({ page, server }) => {
  const smtp = new URL(server.smtp.url)
  const before = await server.app.settings.get('smtp')
  await server.app.settings.set('smtp', {
    host: '127.0.0.1',
    port: Number(smtp.port),
    encryption: 'none',
    fromEmail: TEAM,
    replyToEmail: TEAM,
  })
  try {
    const form = await openForm(page)
    const subject = `Partnership ${uniqueName('q')}`
    await fillValid(form, subject)
    const since = Date.now()
    await form.submit.click()
    await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible()
    for (const field of [form.name, form.email, form.subject, form.message])
      await expect(field).toHaveValue('')

    const mail = await server.smtp.waitForMail(TEAM, { since })
    expect(mail.subject).toContain(subject)
    expect(mail.text).toContain('How do I connect Cardcast to OBS?')
    expect(form.sent).toHaveLength(1)
  } finally {
    if (before === undefined) await server.app.db.deleteFrom('settings').where('key', '=', 'smtp').execute()
    else await server.app.settings.set('smtp', before)
  }
})

test('a refused or failed send shows the spec messages and keeps what was typed', async ({ page }) => {
  const form = await openForm(page)
  await page.route('**/auth/user/sendContactMessage', (route) =>
    route.fulfill({ json: { success: false, error: 'The team inbox is full.' } }),
  )
  await fillValid(form)
  await form.submit.click()
  await expect(page.getByRole('status').filter({ hasText: 'The team inbox is full.' })).toBeVisible()
  await expect(form.message).toHaveValue('How do I connect Cardcast to OBS?')

  await page.unroute('**/auth/user/sendContactMessage')
  await page.route('**/auth/user/sendContactMessage', (route) => route.fulfill({ json: { success: false } }))
  await form.submit.click()
  await expect(page.getByRole('status').filter({ hasText: 'Failed to send message.' })).toBeVisible()

  await page.unroute('**/auth/user/sendContactMessage')
  await page.route('**/auth/user/sendContactMessage', (route) => route.abort())
  await form.submit.click()
  await expect(page.getByRole('status').filter({ hasText: 'An unexpected error occurred.' })).toBeVisible()
  await expect(form.name).toHaveValue('Ann Viewer')
})
