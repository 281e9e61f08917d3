import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { ADMIN_SEARCH_MAX_LENGTH, adminMessages } from '../../../../contract/admin'
import type { AdminUser } from '../../../../contract/admin-users'
import { AdminPage } from '../components/admin-page'
import { type Column, DataTable } from '../components/data-table'
import { formatDate, SEARCH_DEBOUNCE_MS } from '../components/format'
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

const userTypeFilter = [
  { value: 'all', label: 'All' },
  { value: 'creator', label: 'Creator' },
  { value: 'viewer', label: 'Viewer' },
]
const verifiedFilter = [
  { value: 'all', label: 'All' },
  { value: 'verified', label: 'Verified' },
  { value: 'unverified', label: 'Unverified' },
]

/** The modal's state: closed, adding, or editing one user. */
type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; user: AdminUser }

export default function AdminUsersPage() {
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
    { key: 'username', header: 'Username', cell: (user) => user.username },
    { key: 'email', header: 'Email', cell: (user) => user.emailId },
    {
      key: 'type',
      header: 'User Type',
      width: 120,
      cell: (user) => (
        <Badge variant="light" color={user.user_type === 'creator' ? 'grape' : 'blue'} tt="capitalize">
          {user.user_type}
        </Badge>
      ),
    },
    {
      key: 'verified',
      header: 'Verified',
      width: 120,
      cell: (user) =>
        user.isVerified ? (
          <Badge variant="light" color="teal">
            Verified
          </Badge>
        ) : (
          <Badge variant="light" color="gray">
            Unverified
          </Badge>
        ),
    },
    {
      key: 'plan',
      header: 'Plan',
      width: 150,
      cell: (user) =>
        user.plan === 'pro' ? (
          <Stack gap={2}>
            <Badge variant="filled" color="grape" w="fit-content">
              Pro
            </Badge>
            <Text size="xs" c="dimmed">
              {user.proUntil ? `until ${formatDate(user.proUntil)}` : 'no end date'}
            </Text>
          </Stack>
        ) : (
          <Badge variant="light" color="gray">
            Free
          </Badge>
        ),
    },
    { key: 'created', header: 'Created At', width: 140, cell: (user) => formatDate(user.createdAt) },
    {
      key: 'actions',
      header: 'Actions',
      width: 170,
      sticky: true,
      cell: (user) => (
        <Group gap={6} wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            aria-label={`Edit ${user.username}`}
            onClick={() => setEditing({ mode: 'edit', user })}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={`Delete ${user.username}`}
            onClick={() => remove.ask(user._id, `user ${user.username} (${user.emailId})`)}
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ]

  return (
    <AdminPage
      title="User Management"
      description="Viewers and creators of the site"
      actions={<Button onClick={() => setEditing({ mode: 'add' })}>Add New User</Button>}
    >
      <Paper withBorder radius="md" p="md">
        <Group gap="md" wrap="wrap" align="flex-end">
          <TextInput
            label="Search by email or username"
            description="A whole email address, or the start of a username"
            type="search"
            placeholder="name@example.com or ravi"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maxLength={ADMIN_SEARCH_MAX_LENGTH}
            w={{ base: '100%', sm: 320 }}
          />
          <NativeSelect
            label="User Type"
            data={userTypeFilter}
            value={filter.user_type}
            w={180}
            onChange={(event) => {
              const user_type = event.currentTarget.value as UserTypeFilter
              setFilter((current) => ({ ...current, user_type }))
            }}
          />
          <NativeSelect
            label="Verification"
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
        caption="Users"
        columns={columns}
        rows={users.data?.users ?? []}
        pagination={pagination}
        rowKey={(user) => user._id}
        loading={users.isFetching}
        error={users.isError ? adminMessages.fetchUsersFailed : null}
        emptyText="No users found"
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
