import sharp from 'sharp'
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '../../../contract/constants'
import { createWorkLimit } from '../accounts/passwords'

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
export function reencodeImage(bytes: Buffer): Promise<ReencodedImage | { refused: ImageRefusal }> {
  return imageWork.run(async () => {
    const contentType = sniffImage(bytes)
    if (!contentType) return { refused: 'not-an-image' as const }
    const format = SHARP_FORMATS[contentType]
    // limitInputPixels also guards the decode itself; failOn 'error' refuses truncated or corrupt data
    // (a warning, such as extra bytes after a JPEG, is not a reason to refuse); only the first frame
    // of an animation is read.
    const input = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', animated: false } as const
    let header: sharp.Metadata
    try {
      // metadata() reads the header only, so it needs no pixel limit; with one it would fail alike
      // for a bomb and for junk, and the two are answered apart.
      header = await sharp(bytes, { ...input, limitInputPixels: false }).metadata()
    } catch {
      return { refused: 'not-an-image' as const }
    }
    if (header.format !== format || !header.width || !header.height)
      return { refused: 'not-an-image' as const }
    if (header.width * header.height > IMAGE_MAX_PIXELS) return { refused: 'too-many-pixels' as const }
    try {
      const { data, info } = await sharp(bytes, input)
        .autoOrient()
        .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .toColourspace('srgb')
        .toFormat(format)
        .timeout({ seconds: IMAGE_WORK_SECONDS })
        .toBuffer({ resolveWithObject: true })
      return { contentType, bytes: data, width: info.width, height: info.height }
    } catch {
      return { refused: 'not-an-image' as const }
    }
  })
}
