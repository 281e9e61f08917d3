import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
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
import classes from './modules.module.css'
import { Section } from './section'
import { CardsIcon, CrownIcon, GavelIcon, PeopleIcon, SwordsIcon, TimerIcon } from './section-icons'

interface Module {
  /** A key of its own (the name changes with the language). */
  key: string
  name: MessageDescriptor
  text: MessageDescriptor
  /** 'How it works', folded under the text. */
  howItWorks?: readonly MessageDescriptor[]
  status?: MessageDescriptor
  hue: 'violet' | 'pink' | 'orange' | 'teal' | 'blue' | 'red'
  Icon: ComponentType<{ size?: number }>
}

// The figures the texts quote, from the contract's rules.
const tierLimit = SUBSCRIPTION_TIER_LIMIT
const tierMinPrice = formatRupees(SUBSCRIPTION_MIN_PRICE_RUPEES)
const noticeHours = PRE_DEBIT_NOTICE_HOURS
const bidIncrement = AUCTION_DEFAULT_INCREMENT_RUPEES
const softCloseSeconds = AUCTION_SOFT_CLOSE_SECONDS
const offerMinutes = AUCTION_OFFER_MINUTES
const goalMin = formatRupees(COMMUNITY_LIMITS.goal.min)
const goalMax = formatRupees(COMMUNITY_LIMITS.goal.max)
const minutesMin = COMMUNITY_LIMITS.minutes.min
const minutesMax = COMMUNITY_LIMITS.minutes.max
const pledgeMin = formatRupees(COMMUNITY_LIMITS.pledge.min)

// The marketing modules and their labels, verbatim.
const modules: Module[] = [
  {
    key: 'cards',
    name: msg`Cards`,
    text: msg`Viewer-triggered, real-time reactions: a viewer plays a card and it lands on your stream.`,
    hue: 'violet',
    Icon: CardsIcon,
  },
  {
    key: 'subscriptions',
    name: msg`Subscriptions`,
    text: msg`Monthly perks, exclusive cards and loyalty rewards for the viewers who stick around.`,
    howItWorks: [
      msg`A streamer on Creator Pro offers up to ${tierLimit} monthly tiers, from ${tierMinPrice}: their perks, and a badge on stream.`,
      msg`Subscribe from their page. Each renewal is announced at least ${noticeHours} hours ahead, with the amount.`,
      msg`Cancel from My Subscriptions in two taps: your perks stay to the end of the month you paid for.`,
    ],
    hue: 'pink',
    Icon: CrownIcon,
  },
  {
    key: 'auctions',
    name: msg`Auctions`,
    text: msg`Let your audience bid for the moments that matter most on your stream.`,
    howItWorks: [
      msg`Start an auction of one of your cards from your Live page: a reserve price, the least each bid adds (₹${bidIncrement} unless you choose), 1 to 30 minutes.`,
      msg`Viewers bid from your page; the top bid and the countdown show live on your overlay. A bid in the last ${softCloseSeconds} seconds adds time, so nobody wins by sniping.`,
      msg`No deposit, nothing to lose: a bid is a promise to pay only if it wins. The winner has ${offerMinutes} minutes to pay, then the card goes to the next bidder.`,
    ],
    hue: 'orange',
    Icon: GavelIcon,
  },
  {
    key: 'community',
    name: msg`Community cards`,
    text: msg`Viewers pool their money for the big moment none of them would buy alone.`,
    howItWorks: [
      msg`A streamer on Creator Pro sets a goal (${goalMin} to ${goalMax}) and a deadline (${minutesMin} to ${minutesMax} minutes) on one of their cards.`,
      msg`Chip in any whole amount from ${pledgeMin}. A progress bar with the top contributors shows on the streamer's page, My Cards and the stream.`,
      msg`Goal reached: the card goes on stream, credited to everyone who chipped in. Not reached in time: every rupee comes back, automatically. No luck involved, no prize: just the card you paid for together.`,
    ],
    hue: 'blue',
    Icon: PeopleIcon,
  },
  {
    key: 'battles',
    name: msg`Card battles`,
    text: msg`Two streamers, two audiences, one bar: the side whose viewers play along more wins.`,
    howItWorks: [
      msg`A streamer on Creator Pro invites another by username to a battle of ${BATTLE_LIMITS.minutes.min} to ${BATTLE_LIMITS.minutes.max} minutes; each puts up a forfeit card of their own.`,
      msg`While it runs, every rupee spent on a streamer's cards scores a point and every free card used scores one. Both overlays show a split bar and the time left.`,
      msg`At the end the loser's forfeit card plays on their stream; a tie plays both. No luck involved and no prize for viewers: just the cards they play, counted.`,
    ],
    hue: 'red',
    Icon: SwordsIcon,
  },
  {
    key: 'marathon',
    name: msg`Marathon`,
    text: msg`Long-form events that keep your community playing along, stream after stream.`,
    howItWorks: [
      msg`Start a marathon from your Live page: a starting length, the seconds each rupee adds, the seconds each free card used adds, and a cap if you want one.`,
      msg`A timer on your overlay counts down. Every card sold, every subscription and every free card used adds time, and the name of the viewer who added it shows on stream.`,
      msg`Pause it for a break and resume when you are back. It ends once, when the time runs out.`,
    ],
    hue: 'teal',
    Icon: TimerIcon,
  },
]

export function Modules() {
  const { t, i18n } = useLingui()
  return (
    <Section
      id="modules"
      eyebrow={t`Modules`}
      title={t`More ways for your audience to join in`}
      lead={t`Cards are where it starts. Each module adds a new way for viewers to take part in your stream.`}
    >
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing={{ base: 'md', md: 'lg' }}
        className={classes.list}
      >
        {modules.map(({ key, name, text, howItWorks, status, hue, Icon }) => (
          <li key={key} className={classes.module} data-hue={hue}>
            <span className={classes.icon}>
              <Icon size={26} />
            </span>
            <h3 className={classes.name}>{i18n._(name)}</h3>
            <p className={classes.text}>{i18n._(text)}</p>
            {howItWorks ? (
              <details className={classes.how}>
                <summary>
                  <Trans>How it works</Trans>
                </summary>
                <ol>
                  {howItWorks.map((line) => (
                    <li key={line.id}>{i18n._(line)}</li>
                  ))}
                </ol>
              </details>
            ) : null}
            {status ? <span className={classes.status}>{i18n._(status)}</span> : null}
          </li>
        ))}
      </SimpleGrid>
    </Section>
  )
}
