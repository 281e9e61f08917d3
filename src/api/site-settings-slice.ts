// The public site settings, fetched once on app
// load. A slice of their own rather than an RTK Query endpoint: every page shows them, and the pages a
// first visit lands on (the landing page, the legal pages) load no API client at all. The
// admin settings screen fetches them again after a change, so the open app follows at once.
import { createAsyncThunk, createSlice, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit'
import { useEffect } from 'react'
import { useDispatch } from 'react-redux'
import type { SiteSettings } from '../../contract/auth'
import { apiPaths } from './api-paths'

interface SiteSettingsState {
  data: SiteSettings | null
  status: 'idle' | 'loading' | 'done' | 'failed'
}

export interface WithSiteSettings {
  siteSettings: SiteSettingsState
}

const initialState: SiteSettingsState = { data: null, status: 'idle' }

/** Fetches the settings; once per app unless `refresh` (after an administrator changed them). */
export const fetchSiteSettings = createAsyncThunk<SiteSettings, { refresh?: boolean } | undefined>(
  'siteSettings/fetch',
  async () => {
    const response = await fetch(apiPaths.siteSettings, { headers: { Accept: 'application/json' } })
    if (!response.ok) throw new Error(`Site settings answered ${response.status}`)
    return (await response.json()) as SiteSettings
  },
  {
    condition: (options, { getState }) =>
      options?.refresh === true || (getState() as WithSiteSettings).siteSettings.status === 'idle',
  },
)

export const siteSettingsSlice = createSlice({
  name: 'siteSettings',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchSiteSettings.pending, (state) => {
        // A refresh keeps showing the settings it has.
        if (!state.data) state.status = 'loading'
      })
      .addCase(fetchSiteSettings.fulfilled, (_state, action) => ({ data: action.payload, status: 'done' }))
      .addCase(fetchSiteSettings.rejected, (state, action) => {
        // A failed fetch is only logged; the defaults of index.html stay.
        console.error('Failed to load site settings', action.error)
        if (!state.data) state.status = 'failed'
      })
  },
})

/** The settings as fetched: null until they arrive, or if they cannot. */
export const selectSiteSettings = (state: WithSiteSettings) => state.siteSettings.data

/** Fetches the settings on first use (the thunk's `condition` lets only the first call go out). */
export function useSiteSettingsFetch(): void {
  const dispatch = useDispatch<ThunkDispatch<WithSiteSettings, unknown, UnknownAction>>()
  useEffect(() => {
    void dispatch(fetchSiteSettings())
  }, [dispatch])
}
