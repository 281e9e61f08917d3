import { expect, test } from '../support/e2e'
import { field, localStorageOf, mainButton, toast } from '../support/e2e-accounts'
import { uniqueName } from '../support/factories'
import { newCreator, seedCard, tile } from './marketplace-support'

// A streamer's link, opened by someone with no account: the cards show signed out, Buy asks for an
// account, and after sign-up and the email's code the buyer is back at that card, asked about it.
// The account of the flow is made through the sign-up form itself (no factory): that is what is tested.

test('a signed-out visitor opens /s/<username>, taps Buy, signs up, verifies and is back at that card', async ({
  page,
  server,
}) => {
  const creator = await newCreator(server)
  const other = await seedCard(server, creator, { cardTitle: `Other ${creator.username}`, price: 0 })
  const wanted = await seedCard(server, creator, { cardTitle: `Wanted ${creator.username}`, price: 49 })

  await page.goto(`/s/${creator.username}`)
  await expect(page.getByRole('heading', { name: `${creator.username}'s Cards` })).toBeVisible()
  await expect(tile(page, other.cardTitle)).toBeVisible()
  // Signed out: the public header, no menu of the user area.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign Up' }),
  ).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'User area' })).toHaveCount(0)

  await tile(page, wanted.cardTitle)
    .getByRole('button', { name: /^Buy Now/ })
    .click()
  await expect(
    toast(page, 'Sign up or log in to buy this card. You will come back to it afterwards.'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/signup$/)

  const username = uniqueName('buyer')
  const emailId = `${username}@example.test`
  const password = 'secret123'
  await field(page, 'Username').fill(username)
  await field(page, 'Email').fill(emailId)
  await field(page, 'Date of Birth').fill('1990-01-01')
  await field(page, 'Password').fill(password)
  await field(page, 'Confirm Password').fill(password)
  const signedUpAt = Date.now()
  await mainButton(page, 'Sign Up').click()
  await expect(toast(page, 'Signup successful! Please login to verify your email.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)

  // Straight to the OTP screen for the code sign-up mailed.
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible()
  await field(page, 'OTP').fill(await server.smtp.otpFor(emailId, signedUpAt))
  await mainButton(page, 'Verify OTP').click()
  await expect(toast(page, 'OTP verified successfully!')).toBeVisible()

  // Back on the streamer's page, asked about the card Buy was tapped on.
  await expect(page).toHaveURL(new RegExp(`/s/${creator.username}$`))
  const confirm = page.getByRole('dialog', { name: 'Confirm Purchase' })
  await expect(confirm).toContainText(`Buy ${wanted.cardTitle} for ₹49?`)
  await expect(tile(page, wanted.cardTitle)).toBeInViewport()
  expect((await localStorageOf(page)).token).toMatch(/\S/)
  // Signed in now: the user area's menu.
  await expect(page.getByRole('navigation', { name: 'User area' })).toBeVisible()
})

test('an unknown name reads Streamer not found', async ({ page }) => {
  const response = await page.goto(`/s/${uniqueName('nobody')}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Streamer not found.' })).toBeVisible()
})
