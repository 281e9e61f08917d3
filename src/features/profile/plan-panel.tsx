// The profile's plan: a viewer starts streaming free or buys
// Creator Pro; a creator sees their plan and its end date, and buys or extends Pro. Arriving with
// `state.buyPro` (the landing's 'Go Creator Pro') opens the checkout at once.
import { Badge, Button, Group, List, Text } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { PublicUser } from '../../../contract/auth'
import { CREATOR_PRO_PRICE_RUPEES } from '../../../contract/constants'
import { formatDate } from '../../../contract/dates'
import { formatRupees } from '../../../contract/money'
import { PRO_FEATURES } from '../../../contract/plan-rules'
import { SimulatedCheckoutDialog } from '../../buying/simulated-checkout-dialog'
import { Panel } from '../../components/panel'
import { useBillingState } from '../../invoices/billing-state'
import { type BuyProState, PLAN_SECTION_ID } from '../../plans/plan-links'
import { ProRenewal } from '../../plans/pro-renewal'
import { useBuyPro } from '../../plans/use-buy-pro'
import { useStartStreaming } from '../../plans/use-start-streaming'

export function PlanPanel({ user }: { user: PublicUser }) {
  const { buyPro, buying, checkoutDialog } = useBuyPro()
  const billing = useBillingState()
  const buy = async () => {
    if (await buyPro(billing.billingState)) billing.refresh()
  }
  const { startStreaming, starting } = useStartStreaming()
  const location = useLocation()
  const navigate = useNavigate()
  const asked = useRef(false)
  const isPro = user.plan === 'pro'
  const isCreator = user.user_type === 'creator'
  const price = `${formatRupees(CREATOR_PRO_PRICE_RUPEES)} / month`

  useEffect(() => {
    if (asked.current || !(location.state as BuyProState | null)?.buyPro) return
    asked.current = true
    // Forget the request, so that a reload or Back does not open the checkout again.
    navigate(`${location.pathname}${location.hash}`, { replace: true, state: null })
    // Opened from the landing page: nobody was asked a state yet, and none is sent.
    void buyPro()
  }, [location, navigate, buyPro])

  return (
    <Panel
      title="Your plan"
      id={PLAN_SECTION_ID}
      actions={
        <Badge size="lg" variant={isPro ? 'filled' : 'light'} color={isPro ? 'grape' : 'gray'}>
          {isPro ? 'Creator Pro' : isCreator ? 'Free plan' : 'Viewer'}
        </Badge>
      }
      description={
        isPro
          ? user.proUntil
            ? `Creator Pro is active until ${formatDate(user.proUntil)}.`
            : 'Creator Pro is active.'
          : isCreator
            ? 'Free plan: your overlay, timed challenges and free cards, with the Cardcast branding.'
            : 'Start streaming free: an overlay for OBS, timed challenges and free cards for your viewers.'
      }
    >
      {isPro ? null : (
        <div>
          <Text size="sm" fw={600}>
            Creator Pro adds, for {price}:
          </Text>
          <List size="sm" spacing={4} mt={4}>
            {PRO_FEATURES.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        </div>
      )}
      {isPro && user.proUntil ? <ProRenewal proUntil={user.proUntil} /> : null}
      {billing.field}
      <Group gap="sm">
        {isCreator ? null : (
          <Button variant="default" onClick={startStreaming} loading={starting} disabled={buying}>
            Start streaming
          </Button>
        )}
        <Button onClick={() => void buy()} loading={buying} disabled={starting}>
          {isPro
            ? `Extend by a month (${formatRupees(CREATOR_PRO_PRICE_RUPEES)})`
            : `Go Creator Pro (${price})`}
        </Button>
      </Group>
      {checkoutDialog ? <SimulatedCheckoutDialog {...checkoutDialog} /> : null}
    </Panel>
  )
}
