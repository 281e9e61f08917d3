import type { AdminMessageResponse } from '../../../../contract/admin'
import type { AdminSettingsUpdateResponse, UploadResponse } from '../../../../contract/admin-settings'
import type { AdminSettings, SettingsUpdate } from '../../../../contract/settings'
import { fetchSiteSettings } from '../../../api/site-settings-slice'
import { adminApi, afterSuccess } from '../admin-api'

function upload(url: string, field: string) {
  return (file: File) => {
    const body = new FormData()
    body.append(field, file)
    return { url, method: 'POST', body }
  }
}

// The profile's activity log records every settings change.
const settingsChanged = ['AdminSettings' as const, 'AdminProfile' as const]
// General settings are the public site settings too: once a change is saved, the open app fetches
// them again, so its page title, logo and favicon follow.
const siteSettingsChanged = afterSuccess(() => fetchSiteSettings({ refresh: true }))

const settingsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminSettings: build.query<AdminSettings, void>({
      query: () => '/auth/admin/settings',
      providesTags: ['AdminSettings'],
    }),
    updateAdminSettings: build.mutation<AdminSettingsUpdateResponse, SettingsUpdate>({
      query: (body) => ({ url: '/auth/admin/settings', method: 'PUT', body }),
      invalidatesTags: settingsChanged,
      onQueryStarted: siteSettingsChanged,
    }),
    sendTestEmail: build.mutation<AdminMessageResponse, void>({
      query: () => ({ url: '/auth/admin/settings/test-email', method: 'POST', body: {} }),
    }),
    uploadFavicon: build.mutation<UploadResponse, File>({
      query: upload('/auth/admin/upload-favicon', 'favicon'),
      invalidatesTags: settingsChanged,
      onQueryStarted: siteSettingsChanged,
    }),
    uploadLogo: build.mutation<UploadResponse, File>({
      query: upload('/auth/admin/upload-logo', 'logo'),
      invalidatesTags: settingsChanged,
      onQueryStarted: siteSettingsChanged,
    }),
  }),
})

export const {
  useGetAdminSettingsQuery,
  useUpdateAdminSettingsMutation,
  useSendTestEmailMutation,
  useUploadFaviconMutation,
  useUploadLogoMutation,
} = settingsApi
