import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Container, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { DEFAULT_LOCALE } from '../../../../contract/locales'
import { useLocaleChoice } from '../../../lib/locale-choice'
import { usePageTitle } from '../../../lib/page-title'
import { useDates } from '../../../lib/use-dates'
import { LEGAL_LAST_UPDATED, LEGAL_LAST_UPDATED_DAY } from '../legal-dates'
import classes from './legal-document.module.css'

export interface LegalSection {
  id: string
  /** A Lingui message (`<Trans>`): the contents list and the section's heading show it. */
  heading: ReactNode
  body: ReactNode
}

interface LegalDocumentProps {
  title: string
  intro: ReactNode
  sections: LegalSection[]
}

/**
 * A translation is a courtesy: it says at its top that the English text prevails, with a way back to
 * the English page.
 */
function TranslationNote() {
  const { choose } = useLocaleChoice()
  return (
    <Text className={classes.translationNote}>
      <Trans>
        This page is a translation; if it differs from the English text, the English text prevails.{' '}
        <Anchor component="button" type="button" inherit onClick={() => void choose(DEFAULT_LOCALE)}>
          Read it in English
        </Anchor>
      </Trans>
    </Text>
  )
}

/** A static legal page: heading, date, contents, numbered sections. Text only, no calls. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  const { t, i18n } = useLingui()
  const dates = useDates()
  usePageTitle(title)
  const english = i18n.locale === DEFAULT_LOCALE
  // English keeps the spec's own wording of the date; another language writes the day its way.
  const updated = english ? LEGAL_LAST_UPDATED : dates.day(LEGAL_LAST_UPDATED_DAY)
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Container size="lg">
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          <Text className={classes.updated}>
            <Trans>Last updated: {updated}</Trans>
          </Text>
          {english ? null : <TranslationNote />}
          <div className={classes.intro}>{intro}</div>
        </Container>
      </header>
      <Container size="lg" className={classes.layout}>
        <nav aria-label={t`Contents`} className={classes.toc}>
          <p className={classes.tocTitle}>
            <Trans>Contents</Trans>
          </p>
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
