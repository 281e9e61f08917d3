import { Trans, useLingui } from '@lingui/react/macro'
import { SimpleGrid } from '@mantine/core'
import { paths } from '../../../../contract/paths'
import { LightButtonLink } from '../../../components/light-button'
import classes from './get-started.module.css'
import { ArrowRightIcon } from './landing-icons'
import { Section } from './section'
import { BroadcastIcon, CardsIcon, ChatIcon } from './section-icons'

export function GetStarted() {
  const { t } = useLingui()
  return (
    <Section
      id="get-started"
      eyebrow={t`Get started`}
      title={t`Your next stream can have cards on it`}
      lead={t`One free account, whichever side of the stream you are on.`}
      tone="tinted"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={{ base: 20, sm: 24 }} maw={880} mx="auto">
        <article className={`${classes.path} ${classes.streamer}`} aria-labelledby="start-streamers">
          <span className={classes.icon}>
            <BroadcastIcon size={26} />
          </span>
          <h3 id="start-streamers" className={classes.title}>
            <Trans>For streamers</Trans>
          </h3>
          <p className={classes.text}>
            <Trans>
              Create your account, add your stream URL to OBS and go live: timed challenges start arriving on
              your stream for free.
            </Trans>
          </p>
          <LightButtonLink
            to={paths.signup}
            size="md"
            radius="xl"
            variant="white"
            rightSection={<ArrowRightIcon size={18} />}
            className={classes.cta}
          >
            <Trans>Get Started</Trans>
          </LightButtonLink>
        </article>
        <article className={`${classes.path} ${classes.plain}`} aria-labelledby="start-viewers">
          <span className={`${classes.icon} ${classes.iconViewer}`}>
            <CardsIcon size={26} />
          </span>
          <h3 id="start-viewers" className={classes.title}>
            <Trans>For viewers</Trans>
          </h3>
          <p className={classes.text}>
            <Trans>
              Find your favourite streamers, pick up their cards and play them live on their stream.
            </Trans>
          </p>
          <LightButtonLink to={paths.signup} size="md" radius="xl" className={classes.cta}>
            <Trans>Sign Up Now</Trans>
          </LightButtonLink>
        </article>
      </SimpleGrid>
    </Section>
  )
}

/** The #contact anchor of the header and footer: a way to reach the team. */
export function ContactBand() {
  return (
    <section id="contact" aria-labelledby="contact-title" className={classes.contact}>
      <div className={classes.contactInner}>
        <span className={classes.contactIcon}>
          <ChatIcon size={26} />
        </span>
        <div className={classes.contactCopy}>
          <h2 id="contact-title" className={classes.contactTitle}>
            <Trans>Questions? Talk to the team.</Trans>
          </h2>
          <p className={classes.text}>
            <Trans>
              Partnerships, payouts, your stream setup or a card you bought: send us a message and we will
              answer by email.
            </Trans>
          </p>
        </div>
        <LightButtonLink to={paths.contact} size="md" radius="xl" variant="default">
          <Trans>Send us a message</Trans>
        </LightButtonLink>
      </div>
    </section>
  )
}
