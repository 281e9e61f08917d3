import { createSecretKey, hkdfSync, randomBytes } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'
import { SETTINGS_KEYS, type SettingsRepository } from '../settings'

export type TokenAudience = 'user' | 'admin'

export interface TokenClaims {
  sub: string
  aud: TokenAudience
  /** Token id, so a single token can be revoked (admin and user logout). */
  jti: string
  /**
   * When it was signed, in milliseconds (the `iat_ms` claim; `iat` × 1000 for a token without it), so
   * that a token signed in the same second right after a revocation is told apart from one before it.
   */
  issuedAtMs: number
  /** When it expires, in milliseconds (`exp` × 1000). */
  expiresAtMs: number
}

const ISSUER = 'cardcast'

/**
 * Signs and checks session tokens with `key` (the derived `tokenSigning` key, never the secret
 * itself). User and admin tokens carry different audiences, so neither is accepted where the other
 * belongs.
 */
export function createTokenService(secret: Uint8Array) {
  // A KeyObject made once: given the bytes, jose imports them into a key on every call, which a
  // profile of bench/mixed-load.ts showed in each request's token check.
  const key = createSecretKey(secret)
  return {
    async sign(subject: string, audience: TokenAudience, ttlSeconds: number): Promise<string> {
      const now = Date.now()
      return new SignJWT({ iat_ms: now })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setAudience(audience)
        .setIssuer(ISSUER)
        .setJti(randomBytes(12).toString('base64url'))
        .setIssuedAt(Math.floor(now / 1000))
        .setExpirationTime(Math.floor(now / 1000) + ttlSeconds)
        .sign(key)
    },

    /** The claims of a valid token for `audience`, or undefined (expired, tampered, other audience). */
    async verify(token: string, audience: TokenAudience): Promise<TokenClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience, algorithms: ['HS256'] })
        if (!payload.sub || !payload.jti) return undefined
        const issuedAtMs =
          typeof payload.iat_ms === 'number'
            ? payload.iat_ms
            : typeof payload.iat === 'number'
              ? payload.iat * 1000
              : 0
        const expiresAtMs = typeof payload.exp === 'number' ? payload.exp * 1000 : 0
        return { sub: payload.sub, aud: audience, jti: payload.jti, issuedAtMs, expiresAtMs }
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined
        throw error
      }
    },
  }
}

export type TokenService = ReturnType<typeof createTokenService>

/**
 * JWT_SECRET when set; otherwise one generated at first start and kept in the database (the embedded
 * default only: config.ts requires JWT_SECRET in production). Used through `deriveKeys` only.
 */
export async function resolveJwtSecret(configured: string | undefined, settings: SettingsRepository) {
  if (configured) return configured
  return settings.getOrInit(SETTINGS_KEYS.jwtSecret, randomBytes(48).toString('base64url'))
}

/** The uses of the one server secret, each with a key of its own. */
export interface DerivedKeys {
  /** HS256 key of the session tokens (user and admin). */
  tokenSigning: Uint8Array
  /** HMAC key of the stored OTP hashes. */
  otpHmac: Uint8Array
  /** HMAC key of the simulated payment provider's signatures. */
  simulatedPayments: Uint8Array
  /** AES-256-GCM key that seals administrators' TOTP secrets at rest. */
  totpSeal: Uint8Array
  /** HMAC key of the sign-up proof-of-work challenges (modules/limits/work-challenges.ts). */
  signupWork: Uint8Array
  /** HMAC key of the links mailed to a child's parent (modules/accounts/parent-links.ts). */
  parentLinks: Uint8Array
}

const KEY_INFO: Record<keyof DerivedKeys, string> = {
  tokenSigning: 'cardcast/v1/token-signing',
  otpHmac: 'cardcast/v1/otp-hmac',
  simulatedPayments: 'cardcast/v1/simulated-payment-signatures',
  totpSeal: 'cardcast/v1/totp-seal',
  signupWork: 'cardcast/v1/signup-work',
  parentLinks: 'cardcast/v1/parent-links',
}

/**
 * One key per use, derived from the server secret with HKDF-SHA256, so that no two uses share a key:
 * a value signed for one use (a payment signature, an OTP hash) is never valid for another (a token).
 */
export function deriveKeys(secret: string): DerivedKeys {
  const derive = (info: string) => new Uint8Array(hkdfSync('sha256', secret, 'cardcast', info, 32))
  return {
    tokenSigning: derive(KEY_INFO.tokenSigning),
    otpHmac: derive(KEY_INFO.otpHmac),
    simulatedPayments: derive(KEY_INFO.simulatedPayments),
    totpSeal: derive(KEY_INFO.totpSeal),
    signupWork: derive(KEY_INFO.signupWork),
    parentLinks: derive(KEY_INFO.parentLinks),
  }
}
