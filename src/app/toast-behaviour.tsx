import { useHotkeys } from '@mantine/hooks'
import { useEffect } from 'react'
import { useToaster } from 'react-hot-toast'

/**
 * The toast behaviour that react-hot-toast leaves to the app: toasts hold while the
 * window has lost focus (nobody is reading them), and Alt+T moves keyboard focus to the newest toast,
 * holding them while it is there, so that a keyboard or screen-reader user can read one before it closes.
 */
export function ToastBehaviour() {
  const { toasts, handlers } = useToaster()
  const { startPause, endPause } = handlers
  const showing = toasts.some((toast) => toast.visible)

  // The toasts' code loads with the API client or the first code that raises toasts: a window left
  // before then sent its blur to nobody. Held from the moment they show: a pause started earlier would count the
  // time before them too, and keep them that much longer once the window is back.
  useEffect(() => {
    if (showing && !document.hasFocus()) startPause()
  }, [showing, startPause])

  useEffect(() => {
    window.addEventListener('blur', startPause)
    window.addEventListener('focus', endPause)
    return () => {
      window.removeEventListener('blur', startPause)
      window.removeEventListener('focus', endPause)
    }
  }, [startPause, endPause])

  useHotkeys(
    [
      [
        'alt+T',
        () => {
          // react-hot-toast keeps (and renders) its toasts newest first.
          const newest = document.querySelector<HTMLElement>('[role="status"][aria-live]')
          if (!newest) return
          newest.tabIndex = -1
          startPause()
          newest.addEventListener('blur', endPause, { once: true })
          newest.focus()
        },
      ],
    ],
    [],
  )
  return null
}
