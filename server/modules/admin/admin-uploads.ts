// Upload checks by content, not by what the client claims: the first bytes decide the type.

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
