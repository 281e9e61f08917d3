import type { ComponentType } from 'react'
import { CardsIcon, CrownIcon, GavelIcon, TimerIcon } from './landing-icons'
import classes from './modules.module.css'
import { Section } from './section'

interface Module {
  name: string
  text: string
  status?: string
  hue: 'violet' | 'pink' | 'orange' | 'teal'
  Icon: ComponentType<{ size?: number }>
}

// The marketing modules and their labels, verbatim.
const modules: Module[] = [
  {
    name: 'Cards',
    text: 'Viewer-triggered, real-time reactions: a viewer plays a card and it lands on your stream.',
    hue: 'violet',
    Icon: CardsIcon,
  },
  {
    name: 'Subscriptions',
    text: 'Monthly perks, exclusive cards and loyalty rewards for the viewers who stick around.',
    hue: 'pink',
    Icon: CrownIcon,
  },
  {
    name: 'Auctions',
    text: 'Let your audience bid for the moments that matter most on your stream.',
    status: 'Coming Very Soon',
    hue: 'orange',
    Icon: GavelIcon,
  },
  {
    name: 'Marathon',
    text: 'Long-form events that keep your community playing along, stream after stream.',
    status: 'Coming This Year',
    hue: 'teal',
    Icon: TimerIcon,
  },
]

export function Modules() {
  return (
    <Section
      id="modules"
      eyebrow="Modules"
      title="More ways for your audience to join in"
      lead="Cards are where it starts. Each module adds a new way for viewers to take part in your stream."
    >
      <ul className={classes.grid}>
        {modules.map(({ name, text, status, hue, Icon }) => (
          <li key={name} className={classes.module} data-hue={hue}>
            <span className={classes.icon}>
              <Icon size={26} />
            </span>
            <h3 className={classes.name}>{name}</h3>
            <p className={classes.text}>{text}</p>
            {status ? <span className={classes.status}>{status}</span> : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}
