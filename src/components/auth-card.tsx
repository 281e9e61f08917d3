import { Container, Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

interface AuthCardProps {
  /** Shown above the card (the admin screens name the area there). */
  header?: ReactNode
  title: string
  subtitle?: ReactNode
  children: ReactNode
  footer?: ReactNode
}

/** The frame of every account screen, the user's and the administrator's: a centred card with a heading. */
export function AuthCard({ header, title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Container size={440} w="100%" py={{ base: 'xl', sm: 56 }} px="md">
      {header}
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap={4} mb="lg">
          <Title order={1} fz={{ base: 26, sm: 30 }} ta="center">
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" size="sm" ta="center">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Paper>
      {footer ? (
        <Text size="sm" ta="center" mt="md">
          {footer}
        </Text>
      ) : null}
    </Container>
  )
}
