// Under a card's Buy button: how long until the viewer could use it on this stream (a cooldown),
// counting down each second, so that nobody pays for a card they cannot use soon without being told.
import { Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { streamMessages } from '../../../contract/stream'
import { useLabel } from '../../lib/use-label'

interface UseWaitNoteProps {
  /** When the card becomes usable, in ms since the epoch. */
  usableAt: number
  id: string
  /** Called once the wait is over: the page reads the readiness again. */
  onOver: () => void
}

export function UseWaitNote({ usableAt, id, onOver }: UseWaitNoteProps) {
  const show = useLabel()
  const [now, setNow] = useState(() => Date.now())
  const seconds = Math.ceil((usableAt - now) / 1000)
  useEffect(() => {
    if (seconds <= 0) {
      onOver()
      return
    }
    const timer = setTimeout(() => setNow(Date.now()), 1000)
    return () => clearTimeout(timer)
  }, [seconds, onOver])
  if (seconds <= 0) return null
  return (
    <Text id={id} size="xs" c="dimmed" mt={6} data-use-wait>
      {show(streamMessages.usableIn(seconds))}
    </Text>
  )
}
