import { type ComponentType, useSyncExternalStore } from 'react'
import classes from './how-it-works.module.css'
import { BroadcastIcon, SparkIcon, UserPlusIcon } from './landing-icons'
import { Section } from './section'

interface Step {
  title: string
  text: string
  Icon: ComponentType<{ size?: number }>
}

const steps: Step[] = [
  {
    title: 'Create your account',
    text: 'Sign up for free in a minute. Streamers and viewers use the same Cardcast account.',
    Icon: UserPlusIcon,
  },
  {
    title: 'Connect through OBS',
    text: 'Generate your stream URL and add it to OBS as a Browser Source. That is the whole setup.',
    Icon: BroadcastIcon,
  },
  {
    title: 'Go live with cards',
    text: 'Timed challenges drop onto your stream automatically. With Creator Pro, viewers buy your custom cards and play them live.',
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
      <span className={classes.obsLabel}>Browser Source · URL</span>
      <span className={classes.obsInput}>
        {host}/overlay/?key=<span className={classes.obsKey}>••••••</span>
      </span>
    </div>
  )
}

export function HowItWorks() {
  return (
    <Section
      id="features"
      eyebrow="How it works"
      title="Live on your stream in three steps"
      lead="Cardcast sits on top of the stream you already run. No new software, no plugin: one browser source in OBS."
    >
      <ol className={classes.steps}>
        {steps.map(({ title, text, Icon }, index) => (
          <li key={title} className={classes.step}>
            <span className={classes.number} aria-hidden="true">
              {index + 1}
            </span>
            <span className={classes.icon}>
              <Icon size={26} />
            </span>
            <h3 className={classes.title}>{title}</h3>
            <p className={classes.text}>{text}</p>
            {index === 1 ? <ObsField /> : null}
          </li>
        ))}
      </ol>
    </Section>
  )
}
