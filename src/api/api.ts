// The app's RTK Query slice for the user area and the public pages. Features add their endpoints with
// `api.injectEndpoints` in `src/features/<feature>/<feature>-api.ts`; every endpoint declares the tags
// it provides or changes. The admin area has a slice of its own (`adminApi`, loaded with the admin
// chunk), so admin and user tags never invalidate each other.
import { createApi } from '@reduxjs/toolkit/query/react'
import { baseQuery } from './base-query'

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  // With setupListeners in the store: pages refetch when the device comes back online.
  refetchOnReconnect: true,
  tagTypes: ['User', 'Card', 'OwnedCard', 'Streamer'],
  endpoints: () => ({}),
})
