// The hero's demo card: the front counts down to the next timed
// challenge, the back shows a sample challenge. One real toggle button flips it (click, Enter, Space);
// the hidden face is hidden from assistive technology too. Its looping animations and the countdown
// stop while the card is off screen, in a background tab, or (for the front) turned away.
import { Trans } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { useChallengeCountdown } from '../use-challenge-countdown'
import classes from './challenge-card.module.css'
import { CrosshairIcon, FlipIcon, HourglassIcon } from './landing-icons'
import { useOnScreen } from './use-on-screen'

function CountdownFace({ hidden, onScreen }: { hidden: boolean; onScreen: boolean }) {
  const countdown = useChallengeCountdown(onScreen && !hidden)
  return (
    <span className={`${classes.face} ${classes.front}`} aria-hidden={hidden}>
      <span className={classes.topRow}>
        <span className={classes.chip}>
          <span className={classes.liveDot} />
          <Trans>Timed challenge</Trans>
        </span>
        <span className={classes.rarity}>
          <Trans>Epic</Trans>
        </span>
      </span>
      <span className={classes.emblem}>
        <HourglassIcon size={40} />
      </span>
      <span className={classes.label}>
        <Trans>Next challenge in</Trans>
      </span>
      <time className={classes.countdown} data-testid="challenge-countdown">
        {countdown}
      </time>
      <span className={classes.headline}>
        <Trans>Get Ready, Next Challenge is Coming</Trans>
      </span>
      <span className={classes.hint}>
        <FlipIcon size={16} />
        {/* Words for the device in hand: a tap on a touch screen, a click with a mouse (CSS picks). */}
        <span className={classes.onTouch}>
          <Trans>Tap to reveal</Trans>
        </span>
        <span className={classes.onPointer}>
          <Trans>Click to reveal</Trans>
        </span>
      </span>
    </span>
  )
}

function ChallengeFace({ hidden }: { hidden: boolean }) {
  return (
    <span className={`${classes.face} ${classes.back}`} aria-hidden={hidden}>
      <span className={classes.topRow}>
        <span className={classes.chip}>
          <Trans>Challenge</Trans>
        </span>
        <span className={classes.rarity}>
          <Trans>Epic</Trans>
        </span>
      </span>
      <span className={`${classes.emblem} ${classes.emblemBack}`}>
        <CrosshairIcon size={44} />
      </span>
      <span className={classes.challenge}>
        <Trans>Complete 5 headshots in the next 10 minutes</Trans>
      </span>
      <span className={classes.xp}>
        <Trans>Bonus XP: 500</Trans>
      </span>
      <span className={classes.hint}>
        <FlipIcon size={16} />
        <Trans>Tap to flip back</Trans>
      </span>
    </span>
  )
}

export function ChallengeCard() {
  const [flipped, setFlipped] = useState(false)
  const scene = useRef<HTMLDivElement>(null)
  const onScreen = useOnScreen(scene)
  return (
    <div ref={scene} className={classes.scene} data-paused={!onScreen || undefined}>
      <button
        type="button"
        className={classes.card}
        aria-pressed={flipped}
        aria-describedby="challenge-card-help"
        data-flipped={flipped}
        onClick={() => setFlipped((value) => !value)}
      >
        <CountdownFace hidden={flipped} onScreen={onScreen} />
        <ChallengeFace hidden={!flipped} />
      </button>
      <span id="challenge-card-help" className={classes.srOnly}>
        <Trans>Demo card: flip it to see a sample challenge.</Trans>
      </span>
    </div>
  )
}
