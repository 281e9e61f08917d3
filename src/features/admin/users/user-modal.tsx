import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Modal, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { adminMessages } from '../../../../contract/admin'
import type { AdminUser } from '../../../../contract/admin-users'
import { focusFirstInvalid } from '../../../lib/focus-first-error'
import { adminServerError } from '../admin-errors'
import { adminToast } from '../admin-notify'
import {
  editNeedsDateOfBirth,
  emptyUserForm,
  formValuesOf,
  newUserBody,
  type UserFormValues,
  userChanges,
  validateNewUser,
  validateUserEdit,
} from './user-form'
import { UserFormFields } from './user-form-fields'
import { useAddAdminUserMutation, useUpdateAdminUserMutation } from './users-api'

interface UserModalProps {
  /** The user being edited; null to add a new one. */
  user: AdminUser | null
  onClose: () => void
}

/**
 * Add New User (user null) or Edit User. Rendered only while open, so each opening starts from the
 * defaults or from the user's current values.
 */
export function UserModal({ user, onClose }: UserModalProps) {
  const { t } = useLingui()
  const adding = user === null
  const [addUser, addState] = useAddAdminUserMutation()
  const [updateUser, updateState] = useUpdateAdminUserMutation()
  const busy = addState.isLoading || updateState.isLoading
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useForm<UserFormValues>({
    initialValues: user ? formValuesOf(user) : emptyUserForm,
    validate: user ? validateUserEdit(user) : validateNewUser,
  })

  async function save(values: UserFormValues) {
    setServerError(null)
    try {
      if (user) {
        await updateUser({ user, changes: userChanges(values, user) }).unwrap()
        adminToast.success(adminMessages.userUpdated)
      } else {
        await addUser(newUserBody(values)).unwrap()
        adminToast.success(adminMessages.userAdded)
      }
      onClose()
    } catch (error) {
      adminToast.error(adding ? adminMessages.addUserFailed : adminMessages.updateUserFailed)
      setServerError(adminServerError(error) ?? null)
    }
  }

  return (
    <Modal
      opened
      onClose={busy ? () => {} : onClose}
      title={adding ? t`Add New User` : t`Edit User`}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t`Close dialog` }}
    >
      <form noValidate onSubmit={form.onSubmit(save, focusFirstInvalid)}>
        <Stack gap="md">
          {serverError ? (
            <Alert color="red" variant="light" role="alert">
              {serverError}
            </Alert>
          ) : null}
          <UserFormFields
            form={form}
            withPasswords={adding}
            dateOfBirthRequired={user ? editNeedsDateOfBirth(user) : true}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={busy}>
              {adding ? t`Add User` : t`Save Changes`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
