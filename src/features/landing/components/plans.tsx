import { Button } from '@mantine/core'
import { Link } from 'react-router-dom'
import { CREATOR_PRO_PRICE_RUPEES } from '../../../contract/constants'
import { paths } from '../../../lib/paths'
import { CheckIcon } from './landing-icons'
import classes from './plans.module.css'
import { Section } from './section'

interface Plan {
  name: string
  price: string
  period: string
  summary: string
  features: string[]
  cta: string
  featured?: boolean
}

// Spec section 1: what each plan gives, nothing more.
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
    cta: 'Start free',
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
    cta: 'Go Creator Pro',
    featured: true,
  },
]

export function Plans() {
  return (
    <Section
      id="plans"
      eyebrow="Pricing"
      title="Start free, go Pro when your audience is ready"
      lead="Every streamer starts on the free plan. Upgrade when you are ready; prices are in Indian rupees."
      tone="tinted"
    >
      <div className={classes.grid}>
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
            <Button
              component={Link}
              to={paths.signup}
              size="md"
              radius="xl"
              fullWidth
              variant={plan.featured ? 'white' : 'default'}
              className={classes.cta}
            >
              {plan.cta}
            </Button>
          </article>
        ))}
      </div>
    </Section>
  )
}
