import { useState } from 'react'
import { DownloadError, downloadFrom } from './download-file'

export interface DownloadRequest {
  url: string
  /** The session's credentials (the user's or the administrator's). */
  headers: Record<string, string>
  /** The file's name when the server gives none. */
  fallbackName: string
}

/**
 * A download with its busy state, for the buttons that start one: `busy` names what is on its way (a
 * row's id, a format), null while nothing is. A refusal reaches `onRefused` with the server's message,
 * or undefined when it gave none (the caller's own words then).
 */
export function useDownload<Key extends string = string>(onRefused: (message: string | undefined) => void) {
  const [busy, setBusy] = useState<Key | null>(null)

  async function download(key: Key, { url, headers, fallbackName }: DownloadRequest): Promise<void> {
    setBusy(key)
    try {
      await downloadFrom(url, headers, fallbackName)
    } catch (error) {
      onRefused(error instanceof DownloadError ? error.message : undefined)
    } finally {
      setBusy(null)
    }
  }

  return { busy, download }
}
