import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PRESET_CARD_IMAGES } from '../../contract/constants'
import { cardImageSrc } from '../../src/components/cards/card-image'

const publicDir = join(import.meta.dirname, '../../public')

/** A data: URI's SVG text; quotes and whitespace as the file's, which inlining may rewrite. */
function svgOf(dataUri: string): string {
  const [header = '', body = ''] = dataUri.split(/,(.*)/s)
  const text = header.endsWith(';base64') ? Buffer.from(body, 'base64').toString() : decodeURIComponent(body)
  return comparable(text)
}
const comparable = (svg: string) => svg.replaceAll('"', "'").replace(/\s+/g, '')

describe('cardImageSrc', () => {
  it.each(PRESET_CARD_IMAGES)('shows %s inline, as the same picture as the served file', (url) => {
    const src = cardImageSrc(url)
    expect(src).toMatch(/^data:image\/svg\+xml[,;]/)
    expect(svgOf(src)).toBe(comparable(readFileSync(join(publicDir, url), 'utf8')))
  })

  it('gives each preset its own picture', () => {
    expect(new Set(PRESET_CARD_IMAGES.map(cardImageSrc)).size).toBe(PRESET_CARD_IMAGES.length)
  })

  it('leaves a URL that names no preset as it is', () => {
    expect(cardImageSrc('/cards/unknown.svg')).toBe('/cards/unknown.svg')
  })
})
