import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react'

/** Sets `mounted` once it is committed: inside a Suspense boundary, once its siblings have loaded. */
function Mounted({ setMounted }: { setMounted: (mounted: boolean) => void }) {
  useEffect(() => setMounted(true), [setMounted])
  return null
}

/**
 * A lazily loaded dialog, rendered from the first time it opens: its code is not part of the page's
 * first visit. Once wanted it stays mounted (closing plays its transition). It is mounted closed first
 * and opened after: Mantine's Modal notes the element to give focus back to (the button that opened
 * it) when `opened` turns true, not when it mounts already open.
 */
export function OnceOpened({
  opened,
  children,
}: {
  opened: boolean
  children: (opened: boolean) => ReactNode
}) {
  const wanted = useRef(false)
  wanted.current ||= opened
  const [mounted, setMounted] = useState(false)
  if (!wanted.current) return null
  return (
    <Suspense fallback={null}>
      {children(opened && mounted)}
      <Mounted setMounted={setMounted} />
    </Suspense>
  )
}
