import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Container, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { paths } from '../../../../contract/paths'
import { LightButtonLink } from '../../../components/light-button'
import { ChallengeCard } from './challenge-card'
import classes from './hero.module.css'
import { ArrowRightIcon, CheckIcon } from './landing-icons'
import { StreamScene } from './stream-scene'

const promises = [msg`Free plan`, msg`Connects through OBS`, msg`80% revenue share`]

/** A stream window with the demo card dropping onto it: what Cardcast does, in one picture. */
function Stage() {
  return (
    <div className={classes.stage}>
      <div className={classes.screen} aria-hidden="true">
        <StreamScene />
        <span className={classes.live}>
          <Trans>Live</Trans>
        </span>
        <span className={`${classes.bubble} ${classes.bubbleOne}`}>
          <Trans>flip it!</Trans>
        </span>
        <span className={`${classes.bubble} ${classes.bubbleTwo}`}>
          <Trans>5 headshots?!</Trans>
        </span>
      </div>
      <div className={classes.cardSpot}>
        <ChallengeCard />
      </div>
    </div>
  )
}

export function Hero() {
  const { i18n } = useLingui()
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" className={classes.inner}>
        <div className={classes.copy}>
          <span className={classes.eyebrow}>
            <Trans>Live cards for streamers and their viewers</Trans>
          </span>
          <Title order={1} id="hero-title" className={classes.title}>
            <Trans>
              Turn your stream into a game your <span className={classes.accent}>viewers play</span>
            </Trans>
          </Title>
          <Text className={classes.lead}>
            <Trans>
              Cardcast drops challenge and reward cards onto your broadcast through OBS. Free streamers get
              timed challenges automatically; with Creator Pro your audience buys custom cards that appear
              live on stream.
            </Trans>
          </Text>
          <div className={classes.actions}>
            <LightButtonLink
              to="#get-started"
              size="lg"
              radius="xl"
              rightSection={<ArrowRightIcon size={18} />}
            >
              <Trans>Start for free</Trans>
            </LightButtonLink>
            <LightButtonLink to="#plans" size="lg" radius="xl" variant="default">
              <Trans>Compare plans</Trans>
            </LightButtonLink>
          </div>
          {/* Viewers need no account to look around: sign-up waits until they buy. */}
          <p className={classes.viewers}>
            <Trans>
              Watching, not streaming? <Link to={paths.market}>Browse the cards</Link> or{' '}
              <Link to={paths.streamers}>find your streamer</Link>, no account needed until you buy.
            </Trans>
          </p>
          <ul className={classes.promises}>
            {promises.map((promise) => (
              <li key={promise.id}>
                <CheckIcon size={16} />
                {i18n._(promise)}
              </li>
            ))}
          </ul>
        </div>
        <Stage />
      </Container>
    </section>
  )
}
