import { SimpleGrid } from '@mantine/core'
import type { ComponentType } from 'react'
import {
  AUCTION_DEFAULT_INCREMENT_RUPEES,
  AUCTION_OFFER_MINUTES,
  AUCTION_SOFT_CLOSE_SECONDS,
} from '../../../../contract/auction-rules'
import { BATTLE_LIMITS } from '../../../../contract/battle-bar'
import { COMMUNITY_LIMITS } from '../../../../contract/community-progress'
import {
  PRE_DEBIT_NOTICE_HOURS,
  SUBSCRIPTION_MIN_PRICE_RUPEES,
  SUBSCRIPTION_TIER_LIMIT,
} from '../../../../contract/constants'
import { formatRupees } from '../../../../contract/money'
import { CardsIcon, CrownIcon, GavelIcon, PeopleIcon, SwordsIcon, TimerIcon } from './landing-icons'
import classes from './modules.module.css'
import { Section } from './section'

interface Module {
  name: string
  text: string
  /** 'How it works', folded under the text. */
  howItWorks?: readonly string[]
  status?: string
  hue: 'violet' | 'pink' | 'orange' | 'teal' | 'blue' | 'red'
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
    howItWorks: [
      `A streamer on Creator Pro offers up to ${SUBSCRIPTION_TIER_LIMIT} monthly tiers, from ${formatRupees(SUBSCRIPTION_MIN_PRICE_RUPEES)}: their perks, and a badge on stream.`,
      `Subscribe from their page. Each renewal is announced at least ${PRE_DEBIT_NOTICE_HOURS} hours ahead, with the amount.`,
      'Cancel from My Subscriptions in two taps: your perks stay to the end of the month you paid for.',
    ],
    hue: 'pink',
    Icon: CrownIcon,
  },
  {
    name: 'Auctions',
    text: 'Let your audience bid for the moments that matter most on your stream.',
    howItWorks: [
      `Start an auction of one of your cards from your Live page: a reserve price, the least each bid adds (₹${AUCTION_DEFAULT_INCREMENT_RUPEES} unless you choose), 1 to 30 minutes.`,
      `Viewers bid from your page; the top bid and the countdown show live on your overlay. A bid in the last ${AUCTION_SOFT_CLOSE_SECONDS} seconds adds time, so nobody wins by sniping.`,
      `No deposit, nothing to lose: a bid is a promise to pay only if it wins. The winner has ${AUCTION_OFFER_MINUTES} minutes to pay, then the card goes to the next bidder.`,
    ],
    hue: 'orange',
    Icon: GavelIcon,
  },
  {
    name: 'Community cards',
    text: 'Viewers pool their money for the big moment none of them would buy alone.',
    howItWorks: [
      `A streamer on Creator Pro sets a goal (${formatRupees(COMMUNITY_LIMITS.goal.min)} to ${formatRupees(COMMUNITY_LIMITS.goal.max)}) and a deadline (${COMMUNITY_LIMITS.minutes.min} to ${COMMUNITY_LIMITS.minutes.max} minutes) on one of their cards.`,
      `Chip in any whole amount from ${formatRupees(COMMUNITY_LIMITS.pledge.min)}. A progress bar with the top contributors shows on the streamer's page, My Cards and the stream.`,
      'Goal reached: the card goes on stream, credited to everyone who chipped in. Not reached in time: every rupee comes back, automatically. No luck involved, no prize: just the card you paid for together.',
    ],
    hue: 'blue',
    Icon: PeopleIcon,
  },
  {
    name: 'Card battles',
    text: 'Two streamers, two audiences, one bar: the side whose viewers play along more wins.',
    howItWorks: [
      `A streamer on Creator Pro invites another by username to a battle of ${BATTLE_LIMITS.minutes.min} to ${BATTLE_LIMITS.minutes.max} minutes; each puts up a forfeit card of their own.`,
      "While it runs, every rupee spent on a streamer's cards scores a point and every free card used scores one. Both overlays show a split bar and the time left.",
      "At the end the loser's forfeit card plays on their stream; a tie plays both. No luck involved and no prize for viewers: just the cards they play, counted.",
    ],
    hue: 'red',
    Icon: SwordsIcon,
  },
  {
    name: 'Marathon',
    text: 'Long-form events that keep your community playing along, stream after stream.',
    howItWorks: [
      'Start a marathon from your Live page: a starting length, the seconds each rupee adds, the seconds each free card used adds, and a cap if you want one.',
      'A timer on your overlay counts down. Every card sold, every subscription and every free card used adds time, and the name of the viewer who added it shows on stream.',
      'Pause it for a break and resume when you are back. It ends once, when the time runs out.',
    ],
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
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing={{ base: 'md', md: 'lg' }}
        className={classes.list}
      >
        {modules.map(({ name, text, howItWorks, status, hue, Icon }) => (
          <li key={name} className={classes.module} data-hue={hue}>
            <span className={classes.icon}>
              <Icon size={26} />
            </span>
            <h3 className={classes.name}>{name}</h3>
            <p className={classes.text}>{text}</p>
            {howItWorks ? (
              <details className={classes.how}>
                <summary>How it works</summary>
                <ol>
                  {howItWorks.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ol>
              </details>
            ) : null}
            {status ? <span className={classes.status}>{status}</span> : null}
          </li>
        ))}
      </SimpleGrid>
    </Section>
  )
}
