import sharp from 'sharp'
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '../../contract/constants'
import { createWorkLimit } from './work-limit'

// Upload checks by content, not by what the client claims: the first bytes decide the type, and a
// picture is only kept once it has been decoded and encoded again (reencodeImage).

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp'

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte)

/** PNG, JPEG or WebP by magic bytes; undefined for anything else (SVG included: it can carry script). */
export function sniffImage(bytes: Buffer): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp'
  }
  return undefined
}

/** An ICO file: reserved 0, type 1, at least one image, room for its directory entry. */
export function isIco(bytes: Buffer): boolean {
  return startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && bytes.length >= 22 && bytes.readUInt16LE(4) > 0
}

export const hasIcoExtension = (filename: string) => /\.ico$/i.test(filename)

// Each upload is decoded once: libvips' operation cache would only hold decoded pictures in memory.
sharp.cache(false)
// One libvips worker thread per picture; the work limit below bounds how many pictures at once.
sharp.concurrency(1)

/**
 * Decoding runs on libuv's thread pool, which argon2 shares (server/modules/accounts/passwords.ts
 * leaves it one thread): one picture at a time, a short queue, and past it 503 with
 * `limitMessages.serverBusy` at once, so a flood of uploads cannot hold memory or starve logins.
 */
export const imageWork = createWorkLimit({ concurrency: 1, maxWaiting: 8 })

/** The format sharp reports and encodes, per type recognised by its bytes. */
const SHARP_FORMATS = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const

/** libvips stops a picture that takes longer than this (sharp's `timeout`). */
const IMAGE_WORK_SECONDS = 10

export type ImageRefusal = 'not-an-image' | 'too-many-pixels'
export type ReencodedImage = { contentType: ImageType; bytes: Buffer; width: number; height: number }

/**
 * A picture made anew from the uploaded one: decoded (PNG, JPEG or WebP by its bytes, and only by the
 * decoder for that type), turned upright by its EXIF orientation, shrunk to fit IMAGE_MAX_SIDE square
 * (never enlarged), converted to sRGB and encoded again in the type it came in, so transparency stays
 * where it was and the served Content-Type is the type of the bytes. sharp writes no metadata unless
 * asked: EXIF (GPS, camera, author), XMP, IPTC, ICC profiles and comments are all left behind, and so
 * is anything after the image data (a polyglot's page). Refusals: 'not-an-image' for bytes that do not
 * decode, 'too-many-pixels' for more than IMAGE_MAX_PIXELS, read from the header before any decoding.
 * Throws RefusalError (503) when the image work queue is full.
 */
export const reencodeImage = (bytes: Buffer) =>
  imageWork.run(() => reencodeNow(bytes, { maxSide: IMAGE_MAX_SIDE, maxPixels: IMAGE_MAX_PIXELS }))

/** reencodeImage's work, to be run inside `imageWork` (which is not re-entrant: one slot). */
async function reencodeNow(
  bytes: Buffer,
  bounds: { maxSide: number; maxPixels: number },
): Promise<ReencodedImage | { refused: ImageRefusal }> {
  const contentType = sniffImage(bytes)
  if (!contentType) return { refused: 'not-an-image' }
  const format = SHARP_FORMATS[contentType]
  // limitInputPixels also guards the decode itself; failOn 'error' refuses truncated or corrupt data
  // (a warning, such as extra bytes after a JPEG, is not a reason to refuse); only the first frame
  // of an animation is read.
  const input = { limitInputPixels: bounds.maxPixels, failOn: 'error', animated: false } as const
  let header: sharp.Metadata
  try {
    // metadata() reads the header only, so it needs no pixel limit; with one it would fail alike
    // for a bomb and for junk, and the two are answered apart.
    header = await sharp(bytes, { ...input, limitInputPixels: false }).metadata()
  } catch {
    return { refused: 'not-an-image' }
  }
  if (header.format !== format || !header.width || !header.height) return { refused: 'not-an-image' }
  if (header.width * header.height > bounds.maxPixels) return { refused: 'too-many-pixels' }
  try {
    const { data, info } = await sharp(bytes, input)
      .autoOrient()
      .resize({ width: bounds.maxSide, height: bounds.maxSide, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .toFormat(format)
      .timeout({ seconds: IMAGE_WORK_SECONDS })
      .toBuffer({ resolveWithObject: true })
    return { contentType, bytes: data, width: info.width, height: info.height }
  } catch {
    return { refused: 'not-an-image' }
  }
}

/** The most pictures a favicon may hold (the usual hold 16, 32, 48 and 256 pixel squares). */
const ICO_MAX_IMAGES = 16
const ICO_MAX_SIDE = 256
const ICO_HEADER = 6
const ICO_ENTRY = 16
const BITMAPINFOHEADER = 40

/**
 * The bytes of one bitmap (DIB) picture of an .ico that its header accounts for, or undefined when
 * it is not one an .ico may hold: a 40-byte BITMAPINFOHEADER (later headers can carry colour
 * profiles), one plane, uncompressed, at most 256 pixels a side, then the palette, the colour rows and
 * the transparency mask rows (the mask may be missing at the end, as some writers leave it).
 */
function icoBitmapBytes(image: Buffer): Buffer | undefined {
  if (image.length < BITMAPINFOHEADER || image.readUInt32LE(0) !== BITMAPINFOHEADER) return undefined
  const width = image.readInt32LE(4)
  const doubledHeight = image.readInt32LE(8) // the colour rows and the mask rows
  const planes = image.readUInt16LE(12)
  const bitCount = image.readUInt16LE(14)
  const compression = image.readUInt32LE(16)
  const coloursUsed = image.readUInt32LE(32)
  const height = doubledHeight / 2
  if (width < 1 || width > ICO_MAX_SIDE || !Number.isInteger(height) || height < 1 || height > ICO_MAX_SIDE) {
    return undefined
  }
  if (planes !== 1 || compression !== 0 || ![1, 4, 8, 16, 24, 32].includes(bitCount)) return undefined
  if (bitCount <= 8 ? coloursUsed > 2 ** bitCount : coloursUsed > 256) return undefined
  const palette = 4 * (bitCount <= 8 ? coloursUsed || 2 ** bitCount : coloursUsed)
  const colourRows = Math.ceil((width * bitCount) / 32) * 4 * height
  const maskRows = Math.ceil(width / 32) * 4 * height
  const colourEnd = BITMAPINFOHEADER + palette + colourRows
  if (image.length < colourEnd) return undefined
  return image.subarray(0, Math.min(image.length, colourEnd + maskRows))
}

/**
 * A favicon made anew from the uploaded .ico: its directory read and checked (at most
 * ICO_MAX_IMAGES pictures, each inside the file), each PNG picture re-encoded like any upload (at most
 * 256 pixels a side, no metadata), each bitmap cut to the bytes its header accounts for, and the file
 * written again from those alone: nothing between or after the pictures survives (a polyglot's page).
 * A well-formed .ico of bitmaps comes back byte for byte. Undefined when it is not such an .ico.
 * Throws RefusalError (503) when the image work queue is full.
 */
export function rebuildIco(bytes: Buffer): Promise<Buffer | undefined> {
  return imageWork.run(async () => {
    if (!isIco(bytes)) return undefined
    const count = bytes.readUInt16LE(4)
    const directoryEnd = ICO_HEADER + ICO_ENTRY * count
    if (count > ICO_MAX_IMAGES || bytes.length < directoryEnd) return undefined
    const pictures: { entry: Buffer; data: Buffer }[] = []
    for (let i = 0; i < count; i++) {
      const entry = Buffer.from(bytes.subarray(ICO_HEADER + ICO_ENTRY * i, ICO_HEADER + ICO_ENTRY * (i + 1)))
      const size = entry.readUInt32LE(8)
      const offset = entry.readUInt32LE(12)
      if (size === 0 || offset < directoryEnd || offset + size > bytes.length) return undefined
      const image = bytes.subarray(offset, offset + size)
      let data: Buffer | undefined
      if (sniffImage(image) === 'image/png') {
        const png = await reencodeNow(image, {
          maxSide: ICO_MAX_SIDE,
          maxPixels: ICO_MAX_SIDE * ICO_MAX_SIDE,
        })
        if ('refused' in png || png.contentType !== 'image/png') return undefined
        // The directory gives a side of 256 as 0.
        entry.writeUInt8(png.width % ICO_MAX_SIDE, 0)
        entry.writeUInt8(png.height % ICO_MAX_SIDE, 1)
        data = png.bytes
      } else {
        data = icoBitmapBytes(image)
      }
      if (!data) return undefined
      pictures.push({ entry, data })
    }
    let offset = directoryEnd
    for (const picture of pictures) {
      picture.entry.writeUInt32LE(picture.data.length, 8)
      picture.entry.writeUInt32LE(offset, 12)
      offset += picture.data.length
    }
    return Buffer.concat([
      bytes.subarray(0, ICO_HEADER),
      ...pictures.map((picture) => picture.entry),
      ...pictures.map((picture) => picture.data),
    ])
  })
}
