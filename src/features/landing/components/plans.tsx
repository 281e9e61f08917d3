import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { SimpleGrid } from '@mantine/core'
import { lazy } from 'react'
import { CREATOR_PRO_PRICE_RUPEES } from '../../../../contract/constants'
import { paths } from '../../../../contract/paths'
import { WhenApiReady } from '../../../api/when-api-ready'
import { LightButton, LightButtonLink } from '../../../components/light-button'
import { useIsLoggedIn, useSession } from '../../../lib/session-slice'
import { buyProState, gettingStartedPath, planPath } from '../../../plans/plan-links'
import { CheckIcon } from './landing-icons'
import classes from './plans.module.css'
import { Section } from './section'

interface Plan {
  /** The heading's id (the name changes with the language). */
  id: string
  name: MessageDescriptor
  price: string
  period: MessageDescriptor
  summary: MessageDescriptor
  features: MessageDescriptor[]
  featured?: boolean
}

// What each plan gives, nothing more.
const plans: Plan[] = [
  {
    id: 'plan-Free',
    name: msg`Free`,
    price: '₹0',
    period: msg`forever`,
    summary: msg`Everything you need to put live challenges on your stream today.`,
    features: [
      msg`Timed challenge cards, broadcast automatically to your stream`,
      msg`Connects through OBS in minutes`,
      msg`Carries the Cardcast branding on stream`,
    ],
  },
  {
    id: 'plan-Creator Pro',
    // A brand: the same in every language.
    name: msg`Creator Pro`,
    price: `₹${CREATOR_PRO_PRICE_RUPEES}`,
    period: msg`per month`,
    summary: msg`Make the cards your own and earn from your audience.`,
    features: [
      msg`Your own streamer profile`,
      msg`Your audience buys custom cards that appear live on stream`,
      msg`Remove the Cardcast logo for personal branding`,
      msg`Advanced analytics`,
    ],
    featured: true,
  },
]

const ctaProps = { size: 'md', radius: 'xl', fullWidth: true, className: classes.cta } as const

const StartStreamingButton = lazy(() => import('../../../plans/start-streaming-button'))

/** Loaded with the API client, which it calls; until then the same button, disabled, holds its place. */
function StartStreaming() {
  const waiting = (
    <LightButton disabled variant="default" {...ctaProps}>
      <Trans>Start streaming</Trans>
    </LightButton>
  )
  return (
    <WhenApiReady fallback={waiting}>
      <StartStreamingButton variant="default" {...ctaProps} />
    </WhenApiReady>
  )
}

/**
 * The free plan's button: sign up when signed out; a signed-in viewer starts streaming at once; a
 * creator goes to their stream setup.
 */
function FreeAction() {
  const { user } = useSession()
  const signedIn = useIsLoggedIn()
  if (!signedIn || !user) {
    return (
      <LightButtonLink to={paths.signup} variant="default" {...ctaProps}>
        <Trans>Start free</Trans>
      </LightButtonLink>
    )
  }
  if (user.user_type === 'creator') {
    return (
      <LightButtonLink to={gettingStartedPath} variant="default" {...ctaProps}>
        <Trans>Set up your stream</Trans>
      </LightButtonLink>
    )
  }
  return <StartStreaming />
}

/** Creator Pro's button: sign up when signed out, else the profile's plan, which opens the checkout. */
function ProAction() {
  const { user } = useSession()
  const signedIn = useIsLoggedIn()
  if (!signedIn || !user) {
    return (
      <LightButtonLink to={paths.signup} variant="white" {...ctaProps}>
        <Trans>Go Creator Pro</Trans>
      </LightButtonLink>
    )
  }
  return (
    <LightButtonLink to={planPath} state={buyProState} variant="white" {...ctaProps}>
      {user.plan === 'pro' ? <Trans>Extend Creator Pro</Trans> : <Trans>Go Creator Pro</Trans>}
    </LightButtonLink>
  )
}

export function Plans() {
  const { t, i18n } = useLingui()
  return (
    <Section
      id="plans"
      eyebrow={t`Pricing`}
      title={t`Start free, go Pro when your audience is ready`}
      lead={t`Every streamer starts on the free plan. Upgrade when you are ready; prices are in Indian rupees.`}
      tone="tinted"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={{ base: 20, sm: 24 }} maw={880} mx="auto">
        {plans.map((plan) => (
          <article
            key={plan.id}
            className={classes.plan}
            data-featured={plan.featured ?? false}
            aria-labelledby={plan.id}
          >
            <div className={classes.top}>
              <h3 id={plan.id} className={classes.name}>
                {i18n._(plan.name)}
              </h3>
              {plan.featured ? (
                <span className={classes.tag}>
                  <Trans>For creators</Trans>
                </span>
              ) : null}
            </div>
            <p className={classes.price}>
              <span className={classes.amount}>{plan.price}</span>
              <span className={classes.period}>{i18n._(plan.period)}</span>
            </p>
            <p className={classes.summary}>{i18n._(plan.summary)}</p>
            <ul className={classes.features}>
              {plan.features.map((feature) => (
                <li key={feature.id}>
                  <CheckIcon size={18} />
                  <span>{i18n._(feature)}</span>
                </li>
              ))}
            </ul>
            {plan.featured ? <ProAction /> : <FreeAction />}
          </article>
        ))}
      </SimpleGrid>
    </Section>
  )
}
