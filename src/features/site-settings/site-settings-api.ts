import { api } from '../../api/api'
import type { SiteSettings } from '../../contract/auth'

export const siteSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteSettings: build.query<SiteSettings, void>({
      query: () => '/auth/user/site-settings',
      extraOptions: { anonymous: true },
      providesTags: ['SiteSettings'],
    }),
  }),
})

export const { useGetSiteSettingsQuery } = siteSettingsApi
