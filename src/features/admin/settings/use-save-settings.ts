import { adminMessages } from '../../../../contract/admin'
import type { AdminSettings, SettingsUpdate } from '../../../../contract/settings'
import { adminToast } from '../admin-notify'
import { useUpdateAdminSettingsMutation } from './settings-api'

/** Saves one section; answers the saved settings (secrets masked again) or null when it failed. */
export function useSaveSettings() {
  const [update, { isLoading }] = useUpdateAdminSettingsMutation()
  async function save(changes: SettingsUpdate): Promise<AdminSettings | null> {
    try {
      const body = await update(changes).unwrap()
      adminToast.success(adminMessages.settingsUpdated)
      return body.settings
    } catch {
      adminToast.error(adminMessages.updateSettingsFailed)
      return null
    }
  }
  return { save, saving: isLoading }
}
