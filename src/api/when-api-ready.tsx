import { type ReactNode, Suspense } from 'react'
import { useApiReady } from './api-loader'

/**
 * Renders `children` (a lazy component that calls the API) once the API client is in the store and the
 * component's chunk has loaded; until then `fallback` holds its place. Asks for the client when mounted.
 */
export function WhenApiReady({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  return useApiReady() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback
}
