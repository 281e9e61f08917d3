import { Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { PRODUCT_NAME } from '../../../contract/constants'
import { ShieldIcon } from '../components/admin-icons'

interface AdminAuthCardProps {
  title: string
  subtitle?: ReactNode
  children: ReactNode
  footer?: ReactNode
}

/** The frame of the admin sign-in screens: a centred card on a quiet background. */
export function AdminAuthCard({ title, subtitle, children, footer }: AdminAuthCardProps) {
  return (
    <Box
      component="main"
      id="main"
      mih="100dvh"
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
    >
      <Container size={440} w="100%" py={{ base: 'xl', sm: 72 }} px="md">
        <Group justify="center" gap={8} mb="lg" c="violet">
          <ShieldIcon size={26} />
          <Text fw={800} size="lg" c="var(--mantine-color-text)">
            {PRODUCT_NAME} Admin
          </Text>
        </Group>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap={4} mb="lg">
            <Title order={1} fz={{ base: 24, sm: 28 }} ta="center">
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
    </Box>
  )
}
