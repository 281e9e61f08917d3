import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { type ComponentType, useSyncExternalStore } from 'react'
import classes from './how-it-works.module.css'
import { Section } from './section'
import { BroadcastIcon, SparkIcon, UserPlusIcon } from './section-icons'

interface Step {
  title: MessageDescriptor
  text: MessageDescriptor
  Icon: ComponentType<{ size?: number }>
}

const steps: Step[] = [
  {
    title: msg`Create your account`,
    text: msg`Sign up for free in a minute. Streamers and viewers use the same Cardcast account.`,
    Icon: UserPlusIcon,
  },
  {
    title: msg`Connect through OBS`,
    text: msg`Generate your stream URL and add it to OBS as a Browser Source. That is the whole setup.`,
    Icon: BroadcastIcon,
  },
  {
    title: msg`Go live with cards`,
    text: msg`Timed challenges drop onto your stream automatically. With Creator Pro, viewers buy your custom cards and play them live.`,
    Icon: SparkIcon,
  },
]

const unchanging = () => () => {}

/** This site's host, once in the browser (the prerendered page has none; hydration then adds it). */
const useHost = () =>
  useSyncExternalStore(
    unchanging,
    () => window.location.host,
    () => '',
  )

/** A tiny picture of the OBS step: the one field a streamer fills in. */
function ObsField() {
  const host = useHost()
  return (
    <div className={classes.obs} aria-hidden="true">
      {/* i18n-ignore: OBS's own words, as its window names the field (the step's text names it so too). */}
      <span className={classes.obsLabel}>Browser Source · URL</span>
      <span className={classes.obsInput}>
        {/* i18n-ignore: an address */}
        {host}/overlay/?key=<span className={classes.obsKey}>••••••</span>
      </span>
    </div>
  )
}

export function HowItWorks() {
  const { t, i18n } = useLingui()
  return (
    <Section
      id="features"
      eyebrow={t`How it works`}
      title={t`Live on your stream in three steps`}
      lead={t`Cardcast sits on top of the stream you already run. No new software, no plugin: one browser source in OBS.`}
    >
      <ol className={classes.steps}>
        {steps.map(({ title, text, Icon }, index) => (
          <li key={title.id} className={classes.step}>
            <span className={classes.number} aria-hidden="true">
              {index + 1}
            </span>
            <span className={classes.icon}>
              <Icon size={26} />
            </span>
            <h3 className={classes.title}>{i18n._(title)}</h3>
            <p className={classes.text}>{i18n._(text)}</p>
            {index === 1 ? <ObsField /> : null}
          </li>
        ))}
      </ol>
    </Section>
  )
}
