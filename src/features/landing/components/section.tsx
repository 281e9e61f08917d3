import { Container, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './section.module.css'

interface SectionProps {
  id: string
  eyebrow: string
  title: string
  lead?: ReactNode
  tone?: 'plain' | 'tinted'
  children: ReactNode
}

/** One anchored section of the landing page (/#features, /#plans…) with its heading. */
export function Section({ id, eyebrow, title, lead, tone = 'plain', children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={classes.section} data-tone={tone}>
      <Container size="lg">
        <header className={classes.head}>
          <Text className={classes.eyebrow}>{eyebrow}</Text>
          <Title order={2} id={`${id}-title`} className={classes.title}>
            {title}
          </Title>
          {lead ? <Text className={classes.lead}>{lead}</Text> : null}
        </header>
        {children}
      </Container>
    </section>
  )
}
