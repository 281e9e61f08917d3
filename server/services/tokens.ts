import { randomBytes } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'
import { SETTINGS_KEYS, type SettingsRepository } from '../db/settings-repository'

export type TokenAudience = 'user' | 'admin'

export interface TokenClaims {
  sub: string
  aud: TokenAudience
  /** Token id, so a single token can be revoked (admin logout). */
  jti: string
}

const ISSUER = 'cardcast'

/**
 * Signs and checks session tokens. User and admin tokens carry different audiences, so neither is
 * accepted where the other belongs.
 */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret)
  return {
    async sign(subject: string, audience: TokenAudience, ttlSeconds: number): Promise<string> {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setAudience(audience)
        .setIssuer(ISSUER)
        .setJti(randomBytes(12).toString('base64url'))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key)
    },

    /** The claims of a valid token for `audience`, or undefined (expired, tampered, other audience). */
    async verify(token: string, audience: TokenAudience): Promise<TokenClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience, algorithms: ['HS256'] })
        if (!payload.sub || !payload.jti) return undefined
        return { sub: payload.sub, aud: audience, jti: payload.jti }
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined
        throw error
      }
    },
  }
}

export type TokenService = ReturnType<typeof createTokenService>

/** JWT_SECRET when set; otherwise one generated at first start and kept in the database. */
export async function resolveJwtSecret(configured: string | undefined, settings: SettingsRepository) {
  if (configured) return configured
  return settings.getOrInit(SETTINGS_KEYS.jwtSecret, randomBytes(48).toString('base64url'))
}
