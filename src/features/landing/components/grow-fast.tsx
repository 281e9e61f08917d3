import { Container } from '@mantine/core'
import type { ComponentType } from 'react'
import { REVENUE_SHARE_PERCENT } from '../../../../contract/constants'
import classes from './grow-fast.module.css'
import { CalendarIcon, GlobeIcon, HandshakeIcon, ShieldIcon } from './landing-icons'

interface Benefit {
  title: string
  text: string
  Icon: ComponentType<{ size?: number }>
}

// The claimed benefits.
const benefits: Benefit[] = [
  {
    title: 'Payouts twice a month',
    text: 'Your earnings are paid out on the 1st and the 15th of every month.',
    Icon: CalendarIcon,
  },
  {
    title: 'Fraud and dispute protection',
    text: 'Protection against payment fraud and disputes comes built in.',
    Icon: ShieldIcon,
  },
  {
    title: 'Non-exclusive partner program',
    text: 'Partner with Cardcast and keep every other deal and platform you have.',
    Icon: HandshakeIcon,
  },
  {
    title: 'Stream anywhere',
    text: 'If OBS can stream there, Cardcast works there. Your platform, your choice.',
    Icon: GlobeIcon,
  },
]

export function GrowFast() {
  return (
    <section id="grow" aria-labelledby="grow-title" className={classes.band}>
      <Container size="lg" className={classes.inner}>
        <div className={classes.lead}>
          <p className={classes.eyebrow}>For streamers</p>
          <h2 id="grow-title" className={classes.title}>
            Grow Fast
          </h2>
          <p className={classes.share}>
            <span className={classes.percent}>{REVENUE_SHARE_PERCENT}%</span>
            <span className={classes.shareLabel}>revenue share for streamers</span>
          </p>
          <p className={classes.text}>
            What your audience spends on your cards is mostly yours. Keep {REVENUE_SHARE_PERCENT}% of every
            sale and spend your time on the stream, not on the paperwork.
          </p>
        </div>
        <ul className={classes.benefits}>
          {benefits.map(({ title, text, Icon }) => (
            <li key={title} className={classes.benefit}>
              <span className={classes.icon}>
                <Icon size={24} />
              </span>
              <h3 className={classes.benefitTitle}>{title}</h3>
              <p className={classes.benefitText}>{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
