import { Fieldset } from '@mantine/core'
import type { ReactNode } from 'react'
import { useHydrated } from '../lib/hydrated'

/**
 * A form's controls, disabled in a prerendered page (scripts/prerender.ts) until React has hydrated
 * it: text typed earlier would be reset by hydration, and a press of submit would make the browser
 * send the bare form and reload the page. In a page the app renders itself they are live at once.
 */
export function HydratedFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  return (
    <Fieldset variant="unstyled" m={0} disabled={!hydrated}>
      {children}
    </Fieldset>
  )
}
