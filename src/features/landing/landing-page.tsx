// A first landing page with the spec's anchors (#features, #modules, #plans, #contact, #get-started).
// The full landing page (demo flip card, 'Grow Fast' benefits) replaces this file.
import { Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { CREATOR_PRO_PRICE_RUPEES, PRODUCT_NAME } from '../../contract/constants'
import classes from './landing-page.module.css'

function Section({
  id,
  title,
  alt,
  children,
}: {
  id: string
  title: string
  alt?: boolean
  children: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`${classes.section} ${alt ? classes.alt : ''}`}
    >
      <Container size="lg">
        <Title order={2} id={`${id}-title`} mb="lg">
          {title}
        </Title>
        {children}
      </Container>
    </section>
  )
}

function Tile({ title, badge, children }: { title: string; badge?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={700}>{title}</Text>
        {badge ? <Badge variant="light">{badge}</Badge> : null}
      </Group>
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Paper>
  )
}

export default function LandingPage() {
  return (
    <>
      <section className={classes.hero}>
        <Container size="lg">
          <Stack gap="lg" maw={640}>
            <Title order={1} className={classes.title}>
              {PRODUCT_NAME}
            </Title>
            <Text size="xl">
              Interactive challenge and reward cards that your viewers buy and play live on your stream.
            </Text>
            <Group>
              <Button component={Link} to="/signup" size="md">
                Get Started
              </Button>
              <Button component={Link} to="/#plans" size="md" variant="default">
                See Plans
              </Button>
            </Group>
          </Stack>
        </Container>
      </section>
      <Section id="features" title="How it works">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Tile title="1. Connect">Add your stream to OBS with one browser source.</Tile>
          <Tile title="2. Publish">Create challenge and reward cards for your audience.</Tile>
          <Tile title="3. Go live">Viewers buy a card and it appears live on your stream.</Tile>
        </SimpleGrid>
      </Section>
      <Section id="plans" title="Plans" alt>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Tile title="Free">Timed challenge cards broadcast to all streamers, with our branding.</Tile>
          <Tile title="Creator Pro" badge={`₹${CREATOR_PRO_PRICE_RUPEES} / month`}>
            Your streamer profile, custom cards bought by your audience, your own branding, advanced
            analytics.
          </Tile>
        </SimpleGrid>
      </Section>
      <Section id="modules" title="Modules">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Tile title="Cards">Viewer-triggered real-time reactions.</Tile>
          <Tile title="Subscriptions">Monthly perks, exclusive cards, loyalty rewards.</Tile>
          <Tile title="Auctions" badge="Coming Very Soon">
            Bid for the next challenge.
          </Tile>
          <Tile title="Marathon" badge="Coming This Year">
            Long-running community events.
          </Tile>
        </SimpleGrid>
      </Section>
      <Section id="get-started" title="Get started" alt>
        <Group justify="space-between">
          <Text>Create your free account in a minute.</Text>
          <Button component={Link} to="/signup">
            Sign Up Now
          </Button>
        </Group>
      </Section>
      <Section id="contact" title="Contact">
        <Text>
          Questions? <Link to="/contactus">Send us a message</Link>.
        </Text>
      </Section>
    </>
  )
}
