import { Button, Container, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { paths } from '../../../../contract/paths'
import { ChallengeCard } from './challenge-card'
import classes from './hero.module.css'
import { ArrowRightIcon, CheckIcon } from './landing-icons'
import { StreamScene } from './stream-scene'

const promises = ['Free plan', 'Connects through OBS', '80% revenue share']

/** A stream window with the demo card dropping onto it: what Cardcast does, in one picture. */
function Stage() {
  return (
    <div className={classes.stage}>
      <div className={classes.screen} aria-hidden="true">
        <StreamScene />
        <span className={classes.live}>Live</span>
        <span className={`${classes.bubble} ${classes.bubbleOne}`}>flip it!</span>
        <span className={`${classes.bubble} ${classes.bubbleTwo}`}>5 headshots?!</span>
      </div>
      <div className={classes.cardSpot}>
        <ChallengeCard />
      </div>
    </div>
  )
}

export function Hero() {
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" className={classes.inner}>
        <div className={classes.copy}>
          <span className={classes.eyebrow}>Live cards for streamers and their viewers</span>
          <Title order={1} id="hero-title" className={classes.title}>
            Turn your stream into a game your <span className={classes.accent}>viewers play</span>
          </Title>
          <Text className={classes.lead}>
            Cardcast drops challenge and reward cards onto your broadcast through OBS. Free streamers get
            timed challenges automatically; with Creator Pro your audience buys custom cards that appear live
            on stream.
          </Text>
          <div className={classes.actions}>
            <Button
              component={Link}
              to="#get-started"
              size="lg"
              radius="xl"
              rightSection={<ArrowRightIcon size={18} />}
            >
              Start for free
            </Button>
            <Button component={Link} to="#plans" size="lg" radius="xl" variant="default">
              Compare plans
            </Button>
          </div>
          {/* Viewers need no account to look around: sign-up waits until they buy. */}
          <p className={classes.viewers}>
            Watching, not streaming? <Link to={paths.market}>Browse the cards</Link> or{' '}
            <Link to={paths.streamers}>find your streamer</Link>, no account needed until you buy.
          </p>
          <ul className={classes.promises}>
            {promises.map((promise) => (
              <li key={promise}>
                <CheckIcon size={16} />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <Stage />
      </Container>
    </section>
  )
}
