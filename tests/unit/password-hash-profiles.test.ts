// argon2id's costs: production hashes at RFC 9106's second recommended option unless an operator picks
// OWASP's minimum (the test servers do, tests/support/test-server.ts), and a hash made under either
// profile verifies under the other.
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import { hashPassword, setPasswordHashProfile, verifyPassword } from '../../server/modules/accounts/passwords'

describe('password hash profiles', () => {
  it('hashes at 64 MiB, 3 passes and 4 lanes unless PASSWORD_HASH_PROFILE says otherwise', async () => {
    const config = loadConfig({ NODE_ENV: 'test' })
    expect(config.passwordHashProfile).toBe('rfc9106')
    setPasswordHashProfile(config.passwordHashProfile)
    expect(await hashPassword('secret123')).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/)
  })

  it('hashes at 19 MiB, 2 passes and 1 lane on the owasp profile', async () => {
    setPasswordHashProfile(
      loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_PROFILE: 'owasp' }).passwordHashProfile,
    )
    expect(await hashPassword('secret123')).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/)
  })

  it('verifies a stored hash whatever the profile now', async () => {
    setPasswordHashProfile('rfc9106')
    const strong = await hashPassword('secret123')
    setPasswordHashProfile('owasp')
    const light = await hashPassword('secret123')
    expect(await verifyPassword(strong, 'secret123')).toBe(true)
    setPasswordHashProfile('rfc9106')
    expect(await verifyPassword(light, 'secret123')).toBe(true)
    expect(await verifyPassword(light, 'secret124')).toBe(false)
  })

  it('refuses a profile it does not know', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_PROFILE: 'fast' })).toThrow(
      /PASSWORD_HASH_PROFILE/,
    )
  })
})
