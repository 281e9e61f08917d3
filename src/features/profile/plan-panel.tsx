// The profile's plan: a viewer starts streaming free or buys
// Creator Pro; a creator sees their plan and its end date, and buys or extends Pro. Arriving with
// `state.buyPro` (the landing's 'Go Creator Pro') opens the checkout at once.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, List, Text } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { PublicUser } from '../../../contract/auth'
import { CREATOR_PRO_PRICE_RUPEES } from '../../../contract/constants'
import { formatRupees } from '../../../contract/money'
import { PRO_FEATURES } from '../../../contract/plan-rules'
import { SimulatedCheckoutDialog } from '../../buying/simulated-checkout-dialog'
import { Panel } from '../../components/panel'
import { useBillingState } from '../../invoices/billing-state'
import { useDates } from '../../lib/use-dates'
import { useLabel } from '../../lib/use-label'
import { type BuyProState, PLAN_SECTION_ID } from '../../plans/plan-links'
import { ProRenewal } from '../../plans/pro-renewal'
import { useBuyPro } from '../../plans/use-buy-pro'
import { useStartStreaming } from '../../plans/use-start-streaming'

export function PlanPanel({ user }: { user: PublicUser }) {
  const { t } = useLingui()
  const show = useLabel()
  const dates = useDates()
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
  const amount = formatRupees(CREATOR_PRO_PRICE_RUPEES)
  const price = t`${amount} / month`

  useEffect(() => {
    if (asked.current || !(location.state as BuyProState | null)?.buyPro) return
    asked.current = true
    // Forget the request, so that a reload or Back does not open the checkout again.
    navigate(`${location.pathname}${location.hash}`, { replace: true, state: null })
    // Opened from the landing page: nobody was asked a state yet, and none is sent.
    void buyPro()
  }, [location, navigate, buyPro])

  const until = user.proUntil ? dates.date(user.proUntil) : null
  return (
    <Panel
      title={<Trans>Your plan</Trans>}
      id={PLAN_SECTION_ID}
      actions={
        <Badge size="lg" variant={isPro ? 'filled' : 'light'} color={isPro ? 'grape' : 'gray'}>
          {/* i18n-ignore: the plan's name, a brand */}
          {isPro ? 'Creator Pro' : isCreator ? t`Free plan` : t`Viewer`}
        </Badge>
      }
      description={
        isPro
          ? until
            ? t`Creator Pro is active until ${until}.`
            : t`Creator Pro is active.`
          : isCreator
            ? t`Free plan: your overlay, timed challenges and free cards, with the Cardcast branding.`
            : t`Start streaming free: an overlay for OBS, timed challenges and free cards for your viewers.`
      }
    >
      {isPro ? null : (
        <div>
          <Text size="sm" fw={600}>
            <Trans>Creator Pro adds, for {price}:</Trans>
          </Text>
          <List size="sm" spacing={4} mt={4}>
            {PRO_FEATURES.map((feature) => (
              <List.Item key={feature}>{show(feature)}</List.Item>
            ))}
          </List>
        </div>
      )}
      {isPro && user.proUntil ? <ProRenewal proUntil={user.proUntil} /> : null}
      {billing.field}
      <Group gap="sm">
        {isCreator ? null : (
          <Button variant="default" onClick={startStreaming} loading={starting} disabled={buying}>
            <Trans>Start streaming</Trans>
          </Button>
        )}
        <Button onClick={() => void buy()} loading={buying} disabled={starting}>
          {isPro ? <Trans>Extend by a month ({amount})</Trans> : <Trans>Go Creator Pro ({price})</Trans>}
        </Button>
      </Group>
      {checkoutDialog ? <SimulatedCheckoutDialog {...checkoutDialog} /> : null}
    </Panel>
  )
}
