// Plays a preset alert sound once, as the overlay would, so a creator can hear it before choosing it.
// One preview at a time; a file that is missing or cannot be played is reported, never thrown.
import { useEffect, useRef, useState } from 'react'
import { type CardSound, DEFAULT_VOLUME, soundUrl } from '../../../contract/stream'

export function useSoundPreview() {
  const playing = useRef<HTMLAudioElement | null>(null)
  const [failed, setFailed] = useState<CardSound | null>(null)

  // Leaving the page stops the sound.
  useEffect(() => () => playing.current?.pause(), [])

  async function play(sound: CardSound) {
    playing.current?.pause()
    const audio = new Audio(soundUrl(sound))
    audio.volume = DEFAULT_VOLUME / 100
    playing.current = audio
    setFailed(null)
    try {
      await audio.play()
    } catch {
      // No file (yet), a format the browser cannot decode, or no audio output.
      if (playing.current === audio) setFailed(sound)
    }
  }

  return { play, failed }
}
