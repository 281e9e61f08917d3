// A catalogue that comes in after the page is up (a chunk loaded later asked for it): what showed
// English for want of it turns Hindi, and a catalogue nothing on screen was waiting for renders
// nothing again (src/lib/i18n.ts, src/lib/i18n-provider.tsx).
import { useLingui } from '@lingui/react/macro'
import { act, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { activateLocale, cataloguesLoaded, needCatalogue } from '../../src/lib/i18n'
import { LinguiProvider } from '../../src/lib/i18n-provider'

let renders = 0

function MyCardsHeading() {
  const { t } = useLingui()
  renders += 1
  // A message of the My Cards catalogue (src/locales/hi-IN/my-cards.po).
  return <h1>{t`Available Cards`}</h1>
}

it('shows a late catalogue’s Hindi where English stood, and renders nothing again for others', async () => {
  await activateLocale('hi-IN')
  render(
    <LinguiProvider>
      <MyCardsHeading />
    </LinguiProvider>,
  )
  expect(screen.getByRole('heading')).toHaveTextContent('Available Cards')

  needCatalogue('my-cards')
  expect(await screen.findByRole('heading', { name: 'उपलब्ध कार्ड' })).toBeInTheDocument()
  const rendersWithHindi = renders

  // The consent catalogue holds nothing this page looked for.
  await act(async () => {
    needCatalogue('consent')
    await cataloguesLoaded()
  })
  expect(renders).toBe(rendersWithHindi)
  expect(screen.getByRole('heading')).toHaveTextContent('उपलब्ध कार्ड')
})
