import { Button, SimpleGrid } from '@mantine/core'
import { lazy } from 'react'
import { Link } from 'react-router'
import { CREATOR_PRO_PRICE_RUPEES } from '../../../../contract/constants'
import { paths } from '../../../../contract/paths'
import { WhenApiReady } from '../../../api/when-api-ready'
import { useIsLoggedIn, useSession } from '../../../lib/session-slice'
import { buyProState, gettingStartedPath, planPath } from '../../../plans/plan-links'
import { CheckIcon } from './landing-icons'
import classes from './plans.module.css'
import { Section } from './section'

interface Plan {
  name: string
  price: string
  period: string
  summary: string
  features: string[]
  featured?: boolean
}

// What each plan gives, nothing more.
const plans: Plan[] = [
  {
    name: 'Free',
    price: '₹0',
    period: 'forever',
    summary: 'Everything you need to put live challenges on your stream today.',
    features: [
      'Timed challenge cards, broadcast automatically to your stream',
      'Connects through OBS in minutes',
      'Carries the Cardcast branding on stream',
    ],
  },
  {
    name: 'Creator Pro',
    price: `₹${CREATOR_PRO_PRICE_RUPEES}`,
    period: 'per month',
    summary: 'Make the cards your own and earn from your audience.',
    features: [
      'Your own streamer profile',
      'Your audience buys custom cards that appear live on stream',
      'Remove the Cardcast logo for personal branding',
      'Advanced analytics',
    ],
    featured: true,
  },
]

const ctaProps = { size: 'md', radius: 'xl', fullWidth: true, className: classes.cta } as const

const StartStreamingButton = lazy(() => import('../../../plans/start-streaming-button'))

/** Loaded with the API client, which it calls; until then the same button, disabled, holds its place. */
function StartStreaming() {
  const waiting = (
    <Button disabled variant="default" {...ctaProps}>
      Start streaming
    </Button>
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
      <Button component={Link} to={paths.signup} variant="default" {...ctaProps}>
        Start free
      </Button>
    )
  }
  if (user.user_type === 'creator') {
    return (
      <Button component={Link} to={gettingStartedPath} variant="default" {...ctaProps}>
        Set up your stream
      </Button>
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
      <Button component={Link} to={paths.signup} variant="white" {...ctaProps}>
        Go Creator Pro
      </Button>
    )
  }
  return (
    <Button component={Link} to={planPath} state={buyProState} variant="white" {...ctaProps}>
      {user.plan === 'pro' ? 'Extend Creator Pro' : 'Go Creator Pro'}
    </Button>
  )
}

export function Plans() {
  return (
    <Section
      id="plans"
      eyebrow="Pricing"
      title="Start free, go Pro when your audience is ready"
      lead="Every streamer starts on the free plan. Upgrade when you are ready; prices are in Indian rupees."
      tone="tinted"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={{ base: 20, sm: 24 }} maw={880} mx="auto">
        {plans.map((plan) => (
          <article
            key={plan.name}
            className={classes.plan}
            data-featured={plan.featured ?? false}
            aria-labelledby={`plan-${plan.name}`}
          >
            <div className={classes.top}>
              <h3 id={`plan-${plan.name}`} className={classes.name}>
                {plan.name}
              </h3>
              {plan.featured ? <span className={classes.tag}>For creators</span> : null}
            </div>
            <p className={classes.price}>
              <span className={classes.amount}>{plan.price}</span>
              <span className={classes.period}>{plan.period}</span>
            </p>
            <p className={classes.summary}>{plan.summary}</p>
            <ul className={classes.features}>
              {plan.features.map((feature) => (
                <li key={feature}>
                  <CheckIcon size={18} />
                  <span>{feature}</span>
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
