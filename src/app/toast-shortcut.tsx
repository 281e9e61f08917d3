import { useHotkeys } from '@mantine/hooks'
import { useToaster } from 'react-hot-toast'

/**
 * Alt+T moves keyboard focus to the newest toast (spec section 4), and holds the toasts while it is
 * there, so that a keyboard or screen-reader user can read one before it closes.
 */
export function ToastShortcut() {
  const { handlers } = useToaster()
  useHotkeys(
    [
      [
        'alt+T',
        () => {
          const toasts = document.querySelectorAll<HTMLElement>('[role="status"][aria-live]')
          const newest = toasts[toasts.length - 1]
          if (!newest) return
          newest.tabIndex = -1
          handlers.startPause()
          newest.addEventListener('blur', handlers.endPause, { once: true })
          newest.focus()
        },
      ],
    ],
    [],
  )
  return null
}
