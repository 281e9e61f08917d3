import { Container, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { usePageTitle } from '../../../lib/page-title'
import classes from './legal-document.module.css'

export interface LegalSection {
  id: string
  heading: string
  body: ReactNode
}

interface LegalDocumentProps {
  title: string
  updated: string
  intro: ReactNode
  sections: LegalSection[]
}

/** A static legal page: heading, date, contents, numbered sections. Text only, no calls. */
export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  usePageTitle(title)
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Container size="lg">
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          <Text className={classes.updated}>Last updated: {updated}</Text>
          <div className={classes.intro}>{intro}</div>
        </Container>
      </header>
      <Container size="lg" className={classes.layout}>
        <nav aria-label="Contents" className={classes.toc}>
          <p className={classes.tocTitle}>Contents</p>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={classes.body}>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-h`}>
              <h2 id={`${section.id}-h`}>
                <span className={classes.number}>{index + 1}.</span> {section.heading}
              </h2>
              {section.body}
            </section>
          ))}
        </article>
      </Container>
    </div>
  )
}
