// After a submit that failed validation, the first field in error in the page's order (not the
// errors' order) gets the focus: a long form on a phone otherwise fails out of sight.
import { TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { screen, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { focusFirstInvalid } from '../../src/lib/focus-first-error'
import { renderWithProviders } from './render'

function ThreeFields() {
  const form = useForm({
    initialValues: { first: 'filled', second: '', third: '' },
    validate: {
      third: (value) => (value ? null : 'Third is required'),
      second: (value) => (value ? null : 'Second is required'),
    },
  })
  return (
    <form noValidate aria-label="Three fields" onSubmit={form.onSubmit(() => {}, focusFirstInvalid)}>
      <TextInput label="First" {...form.getInputProps('first')} />
      <TextInput label="Second" {...form.getInputProps('second')} />
      <TextInput label="Third" {...form.getInputProps('third')} />
      <button type="submit">Save</button>
    </form>
  )
}

it('focuses the first field in error, in the order the page shows them', async () => {
  const { user } = await renderWithProviders(<ThreeFields />, { route: '/' })
  await user.click(screen.getByRole('button', { name: 'Save' }))
  await waitFor(() => expect(screen.getByLabelText('Second')).toHaveFocus())
  expect(screen.getByLabelText('Third')).toHaveAccessibleDescription('Third is required')

  await user.type(screen.getByLabelText('Second'), 'now filled')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  await waitFor(() => expect(screen.getByLabelText('Third')).toHaveFocus())
})
