import { useLingui } from '@lingui/react/macro'
import { VisuallyHidden } from '@mantine/core'
import { useLabel } from '../../lib/use-label'
import { CardGrid } from './card-grid'
import { CardTileSkeleton } from './card-tile-skeleton'

/** A compact grid of skeleton tiles (enough to fill a desktop's first screen) while a list loads. */
export function CardListSkeleton({ count = 8, status }: { count?: number; status?: string }) {
  const { t } = useLingui()
  const show = useLabel()
  return (
    <>
      {/* The grid is hidden from assistive technology; the page's status line or this says why. */}
      {status ? <VisuallyHidden role="status">{show(status)}</VisuallyHidden> : null}
      <CardGrid label={t`Cards`} compact busy>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
          <li key={index}>
            <CardTileSkeleton />
          </li>
        ))}
      </CardGrid>
    </>
  )
}
