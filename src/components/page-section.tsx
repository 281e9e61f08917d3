import { Container, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { usePageTitle } from '../lib/page-title'

interface PageSectionProps {
  title: string
  description?: ReactNode
  children?: ReactNode
}

/** A page of the user area or a static page: a heading (also the document title), an optional lead, the content. */
export function PageSection({ title, description, children }: PageSectionProps) {
  // The page's heading names it in the document title too ('My Cards · Cardcast').
  usePageTitle(title)
  return (
    <Container size="lg" w="100%" py="xl">
      <Stack gap={4} mb="xl">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {description ? <Text c="dimmed">{description}</Text> : null}
      </Stack>
      {children}
    </Container>
  )
}
