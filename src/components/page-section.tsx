import { Container, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

interface PageSectionProps {
  title: string
  description?: ReactNode
  children?: ReactNode
}

/** A page of the user area or a static page: a heading, an optional lead, the content. */
export function PageSection({ title, description, children }: PageSectionProps) {
  return (
    <Container size="lg" w="100%" py="xl">
      <Stack gap={4} mb="xl">
        <Title order={1}>{title}</Title>
        {description ? <Text c="dimmed">{description}</Text> : null}
      </Stack>
      {children}
    </Container>
  )
}
