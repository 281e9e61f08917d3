// An administrator's permissions (contract/admin.ts ADMIN_PERMISSIONS, the words the server answers)
// as Profile Information lists them, in the app's language. A permission this list does not know shows
// as the server wrote it.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ADMIN_PERMISSIONS } from '../../../../contract/admin'

const PERMISSION_NAMES: Record<(typeof ADMIN_PERMISSIONS)[number], MessageDescriptor> = {
  'View dashboard': msg`View dashboard`,
  'Manage users': msg`Manage users`,
  'Manage cards': msg`Manage cards`,
  'Manage transactions': msg`Manage transactions`,
  'Manage site settings': msg`Manage site settings`,
  'Manage own profile': msg`Manage own profile`,
}

export const permissionName = (permission: string): MessageDescriptor | undefined =>
  Object.hasOwn(PERMISSION_NAMES, permission)
    ? PERMISSION_NAMES[permission as keyof typeof PERMISSION_NAMES]
    : undefined
