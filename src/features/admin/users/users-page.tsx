import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { ADMIN_SEARCH_MAX_LENGTH, adminMessages } from '../../../../contract/admin'
import type { AdminUser } from '../../../../contract/admin-users'
import { useLabel } from '../../../lib/use-label'
import { AdminPage } from '../components/admin-page'
import { type Column, DataTable } from '../components/data-table'
import { SEARCH_DEBOUNCE_MS, useAdminDates } from '../components/format'
import { useConfirmDelete } from '../components/use-confirm-delete'
import { useCursorPagination, usePageCursor } from '../components/use-cursor-pagination'
import { useFailureToast } from '../components/use-failure-toast'
import { UserModal } from './user-modal'
import {
  type UsersFilter,
  type UserTypeFilter,
  useDeleteAdminUserMutation,
  useGetAdminUsersQuery,
  useLazyGetAdminUsersQuery,
  type VerifiedFilter,
} from './users-api'

/** The modal's state: closed, adding, or editing one user. */
type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; user: AdminUser }

export default function AdminUsersPage() {
  const { t } = useLingui()
  const { date } = useAdminDates()
  const show = useLabel()
  const userTypeFilter = [
    { value: 'all', label: t`All` },
    { value: 'creator', label: t`Creator` },
    { value: 'viewer', label: t`Viewer` },
  ]
  const verifiedFilter = [
    { value: 'all', label: t`All` },
    { value: 'verified', label: t`Verified` },
    { value: 'unverified', label: t`Unverified` },
  ]
  // The type is data ('creator', 'viewer'); people read its name.
  const userTypeLabel = (type: string) =>
    type === 'creator' ? t`Creator` : type === 'viewer' ? t`Viewer` : type
  const [filters, setFilter] = useState<Omit<UsersFilter, 'q'>>({ user_type: 'all', isVerified: 'all' })
  const [search, setSearch] = useState('')
  // The server searches, filters and pages: a page of the matching users, and their count. The search
  // is sent once typing pauses.
  const [typed] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS)
  const filter: UsersFilter = { ...filters, q: typed }
  const cursor = usePageCursor(`${typed}|${filter.user_type}|${filter.isVerified}`)
  const users = useGetAdminUsersQuery({ ...filter, ...cursor.args }, { refetchOnMountOrArgChange: true })
  const [fetchUsers] = useLazyGetAdminUsersQuery()
  const pagination = useCursorPagination(cursor, users, (args) =>
    fetchUsers({ ...filter, ...args }, true).unwrap(),
  )
  const [deleteUser] = useDeleteAdminUserMutation()
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' })
  const remove = useConfirmDelete((id) => deleteUser(id).unwrap(), {
    success: adminMessages.userDeleted,
    failure: adminMessages.deleteUserFailed,
  })
  useFailureToast(users.isError, adminMessages.fetchUsersFailed)

  const columns: Column<AdminUser>[] = [
    { key: 'username', header: t`Username`, cell: (user) => user.username },
    { key: 'email', header: t`Email`, cell: (user) => user.emailId },
    {
      key: 'type',
      header: t`User Type`,
      width: 120,
      cell: (user) => (
        <Badge variant="light" color={user.user_type === 'creator' ? 'grape' : 'blue'} tt="capitalize">
          {userTypeLabel(user.user_type)}
        </Badge>
      ),
    },
    {
      key: 'verified',
      header: t`Verified`,
      width: 120,
      cell: (user) =>
        user.isVerified ? (
          <Badge variant="light" color="teal">
            <Trans>Verified</Trans>
          </Badge>
        ) : (
          <Badge variant="light" color="gray">
            <Trans>Unverified</Trans>
          </Badge>
        ),
    },
    {
      key: 'plan',
      header: t`Plan`,
      width: 150,
      cell: (user) =>
        user.plan === 'pro' ? (
          <Stack gap={2}>
            <Badge variant="filled" color="grape" w="fit-content">
              {/* i18n-ignore: Creator Pro's name */}
              Pro
            </Badge>
            <Text size="xs" c="dimmed">
              {user.proUntil ? t`until ${date(user.proUntil)}` : t`no end date`}
            </Text>
          </Stack>
        ) : (
          <Badge variant="light" color="gray">
            <Trans>Free</Trans>
          </Badge>
        ),
    },
    { key: 'created', header: t`Created At`, width: 140, cell: (user) => date(user.createdAt) },
    {
      key: 'actions',
      header: t`Actions`,
      width: 170,
      sticky: true,
      cell: (user) => (
        <Group gap={6} wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            aria-label={t`Edit ${user.username}`}
            onClick={() => setEditing({ mode: 'edit', user })}
          >
            <Trans>Edit</Trans>
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={t`Delete ${user.username}`}
            onClick={() => remove.ask(user._id, t`user ${user.username} (${user.emailId})`)}
          >
            <Trans>Delete</Trans>
          </Button>
        </Group>
      ),
    },
  ]

  return (
    <AdminPage
      title={t`User Management`}
      description={t`Viewers and creators of the site`}
      actions={
        <Button onClick={() => setEditing({ mode: 'add' })}>
          <Trans>Add New User</Trans>
        </Button>
      }
    >
      <Paper withBorder radius="md" p="md">
        <Group gap="md" wrap="wrap" align="flex-end">
          <TextInput
            label={t`Search by email or username`}
            description={t`A whole email address, or the start of a username`}
            type="search"
            placeholder={t`name@example.com or ravi`}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maxLength={ADMIN_SEARCH_MAX_LENGTH}
            w={{ base: '100%', sm: 320 }}
          />
          <NativeSelect
            label={t`User Type`}
            data={userTypeFilter}
            value={filter.user_type}
            w={180}
            onChange={(event) => {
              const user_type = event.currentTarget.value as UserTypeFilter
              setFilter((current) => ({ ...current, user_type }))
            }}
          />
          <NativeSelect
            label={t`Verification`}
            data={verifiedFilter}
            value={filter.isVerified}
            w={180}
            onChange={(event) => {
              const isVerified = event.currentTarget.value as VerifiedFilter
              setFilter((current) => ({ ...current, isVerified }))
            }}
          />
        </Group>
      </Paper>
      <DataTable
        caption={t`Users`}
        columns={columns}
        rows={users.data?.users ?? []}
        pagination={pagination}
        rowKey={(user) => user._id}
        loading={users.isFetching}
        error={users.isError ? show(adminMessages.fetchUsersFailed) : null}
        emptyText={t`No users found`}
        minWidth={860}
      />
      {editing.mode === 'closed' ? null : (
        <UserModal
          user={editing.mode === 'edit' ? editing.user : null}
          onClose={() => setEditing({ mode: 'closed' })}
        />
      )}
      {remove.modal}
    </AdminPage>
  )
}
