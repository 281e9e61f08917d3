import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Container } from '@mantine/core'
import type { ComponentType } from 'react'
import { REVENUE_SHARE_PERCENT } from '../../../../contract/constants'
import classes from './grow-fast.module.css'
import { CalendarIcon, GlobeIcon, HandshakeIcon, ShieldIcon } from './section-icons'

interface Benefit {
  title: MessageDescriptor
  text: MessageDescriptor
  Icon: ComponentType<{ size?: number }>
}

// The claimed benefits.
const benefits: Benefit[] = [
  {
    title: msg`Payouts twice a month`,
    text: msg`Your earnings are paid out on the 1st and the 15th of every month.`,
    Icon: CalendarIcon,
  },
  {
    title: msg`Fraud and dispute protection`,
    text: msg`Protection against payment fraud and disputes comes built in.`,
    Icon: ShieldIcon,
  },
  {
    title: msg`Non-exclusive partner program`,
    text: msg`Partner with Cardcast and keep every other deal and platform you have.`,
    Icon: HandshakeIcon,
  },
  {
    title: msg`Stream anywhere`,
    text: msg`If OBS can stream there, Cardcast works there. Your platform, your choice.`,
    Icon: GlobeIcon,
  },
]

export function GrowFast() {
  const { i18n } = useLingui()
  return (
    <section id="grow" aria-labelledby="grow-title" className={classes.band}>
      <Container size="lg" className={classes.inner}>
        <div className={classes.lead}>
          <p className={classes.eyebrow}>
            <Trans>For streamers</Trans>
          </p>
          <h2 id="grow-title" className={classes.title}>
            <Trans>Grow Fast</Trans>
          </h2>
          <p className={classes.share}>
            <span className={classes.percent}>{REVENUE_SHARE_PERCENT}%</span>
            <span className={classes.shareLabel}>
              <Trans>revenue share for streamers</Trans>
            </span>
          </p>
          <p className={classes.text}>
            <Trans>
              What your audience spends on your cards is mostly yours. Keep {REVENUE_SHARE_PERCENT}% of every
              sale and spend your time on the stream, not on the paperwork.
            </Trans>
          </p>
        </div>
        <ul className={classes.benefits}>
          {benefits.map(({ title, text, Icon }) => (
            <li key={title.id} className={classes.benefit}>
              <span className={classes.icon}>
                <Icon size={24} />
              </span>
              <h3 className={classes.benefitTitle}>{i18n._(title)}</h3>
              <p className={classes.benefitText}>{i18n._(text)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
