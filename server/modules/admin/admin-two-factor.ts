import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'

/** The name authenticator apps show above the code. */
const TOTP_ISSUER = 'Cardcast'
/** One 30-second period either side of now: a phone clock half a minute off still signs in. */
const TOLERANCE_SECONDS = 30

/**
 * Administrators' TOTP secrets: made, shown once as a QR code, kept sealed with AES-256-GCM under a
 * key of their own (server/modules/accounts/tokens.ts `deriveKeys`), and checked so that no code is accepted
 * twice (the caller stores the accepted time step).
 */
export function createTwoFactor(key: Uint8Array) {
  function seal(secret: string): string {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', key, iv)
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
    return ['v1', iv, sealed, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.')
  }

  function open(sealed: string): string {
    const [, iv = '', body = '', tag = ''] = sealed.split('.')
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  }

  return {
    /** A new secret: the sealed form to store, and what the set-up screen shows. */
    async newEnrolment(email: string) {
      const secret = generateSecret()
      const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: email, secret })
      const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 })
      return { sealed: seal(secret), secret, otpauthUrl, qrCode }
    },

    /**
     * The time step of `code` when it is right for the sealed secret and later than `lastStep`
     * (a code already used, or an older one, is refused); undefined otherwise.
     */
    async check(sealedSecret: string, code: string, lastStep: number | null): Promise<number | undefined> {
      const result = await verify({
        secret: open(sealedSecret),
        token: code,
        epochTolerance: TOLERANCE_SECONDS,
        ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
      })
      return result.valid && 'timeStep' in result ? result.timeStep : undefined
    },
  }
}

export type TwoFactor = ReturnType<typeof createTwoFactor>
