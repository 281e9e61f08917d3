// The app's one RTK Query slice. Features add their endpoints with `api.injectEndpoints` in
// `src/features/<feature>/<feature>-api.ts`; every endpoint declares the tags it provides or changes.
import { createApi } from '@reduxjs/toolkit/query/react'
import { baseQuery } from './base-query'

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  // With setupListeners in the store: pages refetch when the device comes back online.
  refetchOnReconnect: true,
  tagTypes: ['User', 'Card', 'OwnedCard', 'Streamer', 'SiteSettings'],
  endpoints: () => ({}),
})
