import type { AdminMessageResponse, UploadResponse } from '../../../contract/admin'
import type { AdminSettings, SettingsUpdate } from '../../../contract/settings'
import { adminApi, adminCall } from '../admin-api'

function upload(url: string, field: string) {
  return (file: File) => {
    const body = new FormData()
    body.append(field, file)
    return { url, method: 'POST', body }
  }
}

// General settings are the public site settings too: saving them refreshes the page title, logo and
// favicon of the whole app ('SiteSettings').
const settingsChanged = ['AdminSettings' as const, 'SiteSettings' as const, 'AdminProfile' as const]

const settingsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminSettings: build.query<AdminSettings, void>({
      query: () => '/auth/admin/settings',
      extraOptions: adminCall,
      providesTags: ['AdminSettings'],
    }),
    updateAdminSettings: build.mutation<AdminMessageResponse & { settings: AdminSettings }, SettingsUpdate>({
      query: (body) => ({ url: '/auth/admin/settings', method: 'PUT', body }),
      extraOptions: adminCall,
      invalidatesTags: settingsChanged,
    }),
    sendTestEmail: build.mutation<AdminMessageResponse, void>({
      query: () => ({ url: '/auth/admin/settings/test-email', method: 'POST', body: {} }),
      extraOptions: adminCall,
    }),
    uploadFavicon: build.mutation<UploadResponse, File>({
      query: upload('/auth/admin/upload-favicon', 'favicon'),
      extraOptions: adminCall,
      invalidatesTags: settingsChanged,
    }),
    uploadLogo: build.mutation<UploadResponse, File>({
      query: upload('/auth/admin/upload-logo', 'logo'),
      extraOptions: adminCall,
      invalidatesTags: settingsChanged,
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
