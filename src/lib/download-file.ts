// Hands a file to the browser as a download: bytes made here (a CSV written in the page) or fetched
// from the API with the caller's credentials (a PDF, a CSV the server writes).
import { t } from '@lingui/core/macro'

/** Saves `blob` under `filename` through a temporary link. */
export function saveFile(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** The file name a `Content-Disposition: attachment; filename="…"` header gives. */
const fileNameOf = (disposition: string | null) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1]

/** A refused download: the server's message when it gave one. */
export class DownloadError extends Error {}

/**
 * Fetches `url` with `headers` (the session's) and saves the answer under the name the server gives,
 * or `fallbackName`. Throws DownloadError with the server's message when it refuses.
 */
export async function downloadFrom(url: string, headers: Record<string, string>, fallbackName: string) {
  const response = await fetch(url, { headers })
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string }
    const status = response.status
    throw new DownloadError(body.message ?? t`Download failed (${status}).`)
  }
  saveFile(fileNameOf(response.headers.get('content-disposition')) ?? fallbackName, await response.blob())
}
