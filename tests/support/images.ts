import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'

// Pictures for upload tests, made here with sharp (real encoders, no binary fixtures), and the hostile
// ones a client could send instead: metadata that gives away where a photo was taken, bytes that only
// start like an image, and a decompression bomb.

type Format = 'png' | 'jpeg' | 'webp'

/** A real picture of `width`×`height` in `format`: two colours, so an encoder has something to keep. */
export function picture(format: Format, width = 64, height = 48) {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } })
    .composite([
      {
        input: { create: { width: Math.ceil(width / 2), height, channels: 3, background: '#2a6' } },
        left: 0,
        top: 0,
      },
    ])
    .toFormat(format)
  return base.toBuffer()
}

/** A JPEG that says where it was taken (EXIF GPS: Bengaluru), by whom, and that it is turned (orientation 6). */
export function photoWithLocation(width = 64, height = 48) {
  return sharp({ create: { width, height, channels: 3, background: '#468' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Artist: 'Priya at home', Make: 'PhoneCo', Model: 'Pocket 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 4451/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 4043/100',
      },
    })
    .toBuffer()
}

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * A valid PNG of exactly `size` bytes: a small picture with a private ancillary chunk ("heLo", which
 * decoders skip) padding it out, so a size limit can be tried with an image that really decodes.
 */
export async function pngOfSize(size: number) {
  const small = await picture('png', 16, 16)
  const iend = small.subarray(small.length - 12)
  const padding = size - small.length - 12
  if (padding < 0) throw new Error(`a PNG cannot be as small as ${size} bytes`)
  return Buffer.concat([
    small.subarray(0, small.length - 12),
    chunk('heLo', Buffer.alloc(padding, 0x61)),
    iend,
  ])
}

/**
 * A decompression bomb: a valid one-bit greyscale PNG of `width`×`height` pixels (256 million by
 * default) whose all-zero rows deflate to a few tens of KB; decoded, it would take hundreds of MB.
 */
export function pngBomb(width = 16_000, height = 16_000) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([1, 0, 0, 0, 0], 8) // bit depth 1, greyscale, deflate, adaptive filtering, no interlace
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height) // filter byte 0 and zeros on every row
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** HTML with script behind a PNG signature: what a magic-bytes check alone lets through. */
export const htmlBehindPngSignature = () =>
  Buffer.concat([PNG_SIGNATURE, Buffer.from('<html><script>alert(document.cookie)</script></html>')])

/** A JPEG signature before an SVG that runs script. */
export const svgBehindJpegSignature = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
  ])

/** A polyglot: a real PNG with an HTML page after its end, which a browser sniffing content would run. */
export const pngWithHtmlAfter = async () =>
  Buffer.concat([await picture('png'), Buffer.from('<html><script>alert("polyglot")</script></html>')])

/** What sharp reads back from stored bytes: format, size and every kind of metadata. */
export async function readBack(bytes: Buffer) {
  const meta = await sharp(bytes).metadata()
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    orientation: meta.orientation,
    exif: meta.exif,
    xmp: meta.xmp,
    iptc: meta.iptc,
    icc: meta.icc,
    comments: meta.comments,
  }
}

/** An uncompressed 32-bit bitmap as an .ico holds it: header, colour rows (BGRA), mask rows. */
export function icoBitmap(width: number, height: number) {
  const colourRows = width * 4 * height
  const maskRows = Math.ceil(width / 32) * 4 * height
  const bitmap = Buffer.alloc(40 + colourRows + maskRows)
  bitmap.writeUInt32LE(40, 0)
  bitmap.writeInt32LE(width, 4)
  bitmap.writeInt32LE(height * 2, 8) // the colour rows and the mask rows
  bitmap.writeUInt16LE(1, 12)
  bitmap.writeUInt16LE(32, 14)
  bitmap.writeUInt32LE(colourRows + maskRows, 20)
  for (let at = 40; at < 40 + colourRows; at += 4) bitmap.set([0x99, 0x33, 0x44, 0xff], at)
  return bitmap
}

/** An .ico of these pictures (bitmaps or PNGs), laid out as writers do: header, directory, pictures. */
export function ico(pictures: { width: number; height: number; data: Buffer }[]) {
  const header = Buffer.from([0, 0, 1, 0, pictures.length & 0xff, pictures.length >> 8])
  let offset = header.length + 16 * pictures.length
  const entries = pictures.map(({ width, height, data }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(width % 256, 0)
    entry.writeUInt8(height % 256, 1)
    entry.writeUInt16LE(1, 4)
    entry.writeUInt16LE(32, 6)
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...pictures.map((picture) => picture.data)])
}

/** An .ico of one bitmap of `side` pixels square. */
export const bitmapIco = (side = 16) => ico([{ width: side, height: side, data: icoBitmap(side, side) }])

/** A PNG (for an .ico) that says where it was made (EXIF GPS) and carries a text comment. */
export const pngWithLocation = (side = 32) =>
  sharp({ create: { width: side, height: side, channels: 4, background: '#8a4' } })
    .png()
    .withExif({
      IFD0: { Artist: 'Priya at home' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 4451/100' },
    })
    .toBuffer()

/** The pictures an .ico holds, as its directory says: where they are and their first bytes. */
export function icoPictures(bytes: Buffer) {
  return Array.from({ length: bytes.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + 16 * i
    const size = bytes.readUInt32LE(entry + 8)
    const offset = bytes.readUInt32LE(entry + 12)
    return {
      width: bytes[entry] || 256,
      height: bytes[entry + 1] || 256,
      data: bytes.subarray(offset, offset + size),
    }
  })
}
