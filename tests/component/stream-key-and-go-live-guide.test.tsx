// The Profile's stream overlay: the stream key masked until 'Show key', Copy copying the whole URL;
// and the go-live guide keeping its ticks after a reload (a new page: a fresh store, the same storage).
// The same with a real server and OBS stood in for: tests/e2e/marketplace-profile.spec.ts.
import { act, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { GettingStarted } from '../../src/features/profile/getting-started'
import { profileApi } from '../../src/features/profile/profile-api'
import { StreamUrlField } from '../../src/features/profile/stream-url-field'
import { renderWithProviders } from './render'

const URL = 'http://localhost:8080/overlay/?key=sk_live_abcdef123456'

describe('the stream URL field', () => {
  it('masks the stream key until revealed, and copies the whole URL either way', async () => {
    const onCopy = vi.fn()
    const { user } = await renderWithProviders(<StreamUrlField url={URL} onCopy={onCopy} />)
    const field = screen.getByRole('textbox', { name: 'Stream URL' })
    expect(field).toHaveValue('http://localhost:8080/overlay/?key=••••••••••••')
    expect(screen.queryByDisplayValue(/sk_live/)).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Show stream key' }))
    expect(field).toHaveValue(URL)
    const hide = screen.getByRole('button', { name: 'Hide stream key' })
    expect(hide).toHaveAttribute('aria-pressed', 'true')
    await user.click(hide)
    expect(field).toHaveValue('http://localhost:8080/overlay/?key=••••••••••••')

    await user.click(screen.getByRole('button', { name: 'Copy stream URL' }))
    expect(onCopy).toHaveBeenCalledOnce()
  })
})

describe('the go-live guide', () => {
  beforeEach(() => localStorage.clear())

  const steps = () =>
    within(screen.getByRole('region', { name: 'Go live in four steps' })).getAllByRole('listitem')

  it('keeps a step ticked after a reload, when the URL is no longer on the page', async () => {
    const first = await renderWithProviders(<GettingStarted />, { route: '/profile' })
    expect(steps()[0]).not.toHaveTextContent('(done)')
    // The stream URL panel fetched the URL: the first step is done.
    // The store's type knows the API slice only once it is injected: dispatched as the app's thunk.
    const dispatch = first.store.dispatch as (action: unknown) => Promise<unknown>
    await act(() =>
      dispatch(
        profileApi.util.upsertQueryData('showStreamerUrl', undefined, { status: 'success', url: URL }),
      ),
    )
    expect(await screen.findByText(/\(done\)/)).toBeInTheDocument()
    expect(steps()[0]).toHaveTextContent('(done)')
    first.unmount()

    // A reload: a new store without the URL, the same browser storage.
    await renderWithProviders(<GettingStarted />, { route: '/profile' })
    expect(steps()[0]).toHaveTextContent('(done)')
    expect(steps()[2]).not.toHaveTextContent('(done)')
  })
})
