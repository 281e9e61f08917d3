import { Trans, useLingui } from '@lingui/react/macro'
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core'
import { Link } from 'react-router'
import { paths } from '../../../../contract/paths'
import { LogOutIcon, UserIcon } from '../../../components/icons'
import { useAdminSession } from '../admin-session'
import { ChevronDownIcon, SettingsIcon } from '../components/admin-icons'
import { useRoleLabel } from './role-label'

/** The header's account menu: Profile, Settings, Logout. */
export function AdminUserMenu({ onLogout }: { onLogout: () => void }) {
  const { t } = useLingui()
  const roleLabel = useRoleLabel()
  const { user, role } = useAdminSession()
  const name = user?.name || user?.email || t`Administrator`
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t`Account menu`} px={6} py={4} style={{ borderRadius: 8 }}>
          <Group gap={10} wrap="nowrap">
            <Avatar src={user?.avatar || null} alt="" radius="xl" size={34} color="violet">
              {name.slice(0, 1).toUpperCase()}
            </Avatar>
            <div style={{ lineHeight: 1.2 }}>
              <Text size="sm" fw={600} lineClamp={1} maw={180}>
                {name}
              </Text>
              <Text size="xs" c="dimmed" tt="capitalize" visibleFrom="sm">
                {roleLabel(role)}
              </Text>
            </div>
            <ChevronDownIcon size={16} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user?.email ?? t`Signed in`}</Menu.Label>
        <Menu.Item component={Link} to={paths.admin.profile} leftSection={<UserIcon size={16} />}>
          <Trans>Profile</Trans>
        </Menu.Item>
        <Menu.Item component={Link} to={paths.admin.settings} leftSection={<SettingsIcon size={16} />}>
          <Trans>Settings</Trans>
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<LogOutIcon size={16} />} onClick={onLogout}>
          <Trans>Logout</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
