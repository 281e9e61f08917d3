import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Group, Text } from '@mantine/core'
import type { ComponentProps } from 'react'
import { PRODUCT_NAME } from '../../../../contract/constants'
import { AuthCard } from '../../../components/auth-card'
import { usePageTitle } from '../../../lib/page-title'
import { ShieldIcon } from '../components/admin-icons'

/** The admin sign-in screens: the account card on a quiet page of its own, under the admin brand. */
export function AdminAuthCard(props: Omit<ComponentProps<typeof AuthCard>, 'header'>) {
  const { t } = useLingui()
  const { title } = props
  usePageTitle(t`${title} · Admin`)
  return (
    <Box
      component="main"
      id="main"
      mih="100dvh"
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
    >
      <AuthCard
        {...props}
        header={
          <Group justify="center" gap={8} mb="lg" c="violet">
            <ShieldIcon size={26} />
            <Text fw={800} size="lg" c="var(--mantine-color-text)">
              <Trans>{PRODUCT_NAME} Admin</Trans>
            </Text>
          </Group>
        }
      />
    </Box>
  )
}
