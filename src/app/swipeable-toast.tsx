import { useLingui } from '@lingui/react/macro'
import { CloseButton } from '@mantine/core'
import { type PointerEvent, useRef, useState } from 'react'
import { type Toast, ToastBar, toast as toasts } from 'react-hot-toast'

/** How far (px) a toast must be dragged sideways to go: far enough that a tap or a scroll is not one. */
export const SWIPE_DISMISS_PX = 80

/**
 * One toast: it closes by itself, and can also be dragged (swiped) away sideways,
 * with a finger or a mouse. Keyboard users have its close button, or Escape once Alt+T focused it.
 */
export function SwipeableToast({ toast }: { toast: Toast }) {
  const { t } = useLingui()
  const [offset, setOffset] = useState(0)
  const [dragging, setDragging] = useState(false)
  const start = useRef<{ x: number; id: number } | null>(null)

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return
    start.current = { x: event.clientX, id: event.pointerId }
    setDragging(true)
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (start.current?.id === event.pointerId) setOffset(event.clientX - start.current.x)
  }
  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    if (start.current?.id !== event.pointerId) return
    const moved = event.clientX - start.current.x
    start.current = null
    setDragging(false)
    if (Math.abs(moved) >= SWIPE_DISMISS_PX) toasts.dismiss(toast.id)
    else setOffset(0)
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the drag is a pointer gesture on top of the close button and Escape, which keyboard users have
    <div
      data-toast-id={toast.id}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={() => {
        start.current = null
        setDragging(false)
        setOffset(0)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') toasts.dismiss(toast.id)
      }}
      style={{
        // A vertical drag still scrolls the page; a sideways one is the toast's.
        touchAction: 'pan-y',
        cursor: 'grab',
        userSelect: 'none',
        transform: offset ? `translateX(${offset}px)` : undefined,
        opacity: offset ? Math.max(0.2, 1 - Math.abs(offset) / (SWIPE_DISMISS_PX * 2)) : undefined,
        transition: dragging ? 'none' : 'transform 150ms ease, opacity 150ms ease',
      }}
    >
      <ToastBar toast={toast}>
        {({ icon, message }) => (
          <>
            {icon}
            {message}
            <CloseButton
              size="sm"
              aria-label={t`Close notification`}
              onClick={() => toasts.dismiss(toast.id)}
            />
          </>
        )}
      </ToastBar>
    </div>
  )
}
