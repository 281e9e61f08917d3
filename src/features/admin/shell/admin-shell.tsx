import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, AppShell, Box, Burger, Group, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Link, Outlet } from 'react-router'
import { PRODUCT_NAME } from '../../../../contract/constants'
import { paths } from '../../../../contract/paths'
import { useCloseOnHistoryMove } from '../../../lib/use-close-on-history-move'
import { ShieldIcon } from '../components/admin-icons'
import { AdminNav } from './admin-nav'
import { AdminUserMenu } from './admin-user-menu'
import { useAdminLogout } from './use-admin-logout'

/**
 * The guarded admin area: header (brand, account menu), sidebar, content. Desktop first; from the
 * `sm` breakpoint down the sidebar becomes a drawer behind the burger.
 */
export function AdminShell() {
  const { t } = useLingui()
  const [opened, { toggle, close }] = useDisclosure(false)
  useCloseOnHistoryMove(close)
  const logout = useAdminLogout()
  const logOut = () => {
    close()
    void logout()
  }
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', lg: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t`Toggle navigation`}
            />
            <Anchor
              component={Link}
              to={paths.admin.dashboard}
              underline="never"
              c="violet"
              aria-label={t`${PRODUCT_NAME} Admin, dashboard`}
            >
              <Group gap={8} wrap="nowrap">
                <ShieldIcon size={24} />
                <Text fw={800} size="lg" c="var(--mantine-color-text)">
                  {PRODUCT_NAME}{' '}
                  <Text span c="dimmed" fw={600} inherit>
                    <Trans>Admin</Trans>
                  </Text>
                </Text>
              </Group>
            </Anchor>
          </Group>
          <AdminUserMenu onLogout={logOut} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AdminNav onNavigate={close} onLogout={logOut} />
      </AppShell.Navbar>
      <AppShell.Main id="main" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
        <Box maw={1400} mx="auto">
          <Outlet />
        </Box>
      </AppShell.Main>
    </AppShell>
  )
}
