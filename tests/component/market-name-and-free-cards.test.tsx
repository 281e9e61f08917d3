// Two words the product now keeps the same everywhere: the market is 'Trending Cards' in every
// navigation (the side menu, the phones' tab bar, the header), and a free card is taken with
// 'Get free', never 'Confirm Buy'. The whole flow, with its toast, runs in tests/e2e/marketplace-buy.spec.ts.
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Card } from '../../contract/cards'
import { paths } from '../../contract/paths'
import { HeaderMenuProvider } from '../../src/app/shell/header-menu'
import { SideNav } from '../../src/app/shell/side-nav'
import { TabBar } from '../../src/app/shell/tab-bar'
import { ConfirmPurchaseDialog } from '../../src/buying/confirm-purchase-dialog'
import { renderWithProviders } from './render'

const card = (price: number): Card =>
  ({
    _id: 'c1',
    cardTitle: 'Free hug',
    description: 'A hug on stream',
    imageUrl: '/cards/preset-1.svg',
    category: ['Reward'],
    rarity: 'Common',
    price,
    creatorName: 'alpha',
    streamerEmailId: 's1',
  }) as Card

describe('the market’s name', () => {
  it('is Trending Cards in the side menu and the tab bar, never Tranding or Market', async () => {
    await renderWithProviders(
      <HeaderMenuProvider>
        <SideNav siteName="Cardcast" logo="/logo.svg" />
        <TabBar />
      </HeaderMenuProvider>,
      { route: paths.market },
    )
    const side = screen.getByRole('navigation', { name: 'User area' })
    const tabs = screen.getByRole('navigation', { name: 'Tabs' })
    for (const nav of [side, tabs]) {
      expect(within(nav).getByRole('link', { name: 'Trending Cards' })).toHaveAttribute('href', paths.market)
    }
    expect(screen.queryByText(/Tranding/)).toBeNull()
    expect(screen.queryByRole('link', { name: 'Market' })).toBeNull()
  })
})

describe('the confirmation before a purchase', () => {
  it('asks to get a free card with Get free', async () => {
    const onConfirm = vi.fn()
    const { user } = await renderWithProviders(
      <ConfirmPurchaseDialog card={card(0)} opened onConfirm={onConfirm} onCancel={() => {}} />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Get a free card' })
    expect(dialog).toHaveTextContent('Get Free hug for free?')
    expect(within(dialog).queryByRole('button', { name: 'Confirm Buy' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Get free' }))
    expect(onConfirm).toHaveBeenCalledOnce()
  })

  it('asks to buy a priced card with Confirm Buy', async () => {
    await renderWithProviders(
      <ConfirmPurchaseDialog card={card(49)} opened onConfirm={() => {}} onCancel={() => {}} />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Purchase' })
    expect(dialog).toHaveTextContent('Buy Free hug for ₹49?')
    expect(within(dialog).getByRole('button', { name: 'Confirm Buy' })).toBeVisible()
  })
})
