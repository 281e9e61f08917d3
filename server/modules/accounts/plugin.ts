import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { createWorkChallenges, type WorkChallenges } from '../limits'
import { registerAuthentication } from './authenticate'
import { installCommonPasswordCheck } from './common-passwords'
import { type ConsentRepository, createConsentRepository } from './consent-repository'
import { createOtpService, type OtpService } from './otp'
import { createOtpsRepository, type OtpsRepository } from './otps-repository'
import { createParentLinks, type ParentLinks } from './parent-links'
import { createProfileChanges, type ProfileChanges } from './profile-changes'
import { accountRoutes } from './routes/accounts'
import { avatarRoutes } from './routes/avatar'
import { parentRoutes } from './routes/parent'
import { passwordResetRoutes } from './routes/password-reset'
import { profileRoutes } from './routes/profile'
import { sessionRoutes } from './routes/sessions'
import { signUpRoutes } from './routes/sign-up'
import { createSessionEnds, type SessionEnds } from './session-ends'
import { createSessionsRepository, type SessionsRepository } from './sessions-repository'
import {
  createTokenService,
  type DerivedKeys,
  deriveKeys,
  resolveJwtSecret,
  type TokenService,
} from './tokens'
import { createUploadsRepository } from './uploads-repository'
import { createUsersRepository, type UsersRepository } from './users-repository'

declare module '../../app-services' {
  interface AppServices {
    /** Listeners to a user's new name or avatar (profile-changes.ts). */
    profileChanges: ProfileChanges
    /** Listeners to a user's sessions ending (session-ends.ts). */
    sessionEnds: SessionEnds
    uploads: ReturnType<typeof createUploadsRepository>
    /** One key per use, derived from the one server secret (modules/accounts/tokens.ts). */
    keys: DerivedKeys
    tokens: TokenService
    users: UsersRepository
    /** Users' sessions (user_sessions); administrators' are the admin module's. */
    sessions: SessionsRepository
    otps: OtpsRepository
    otp: OtpService
    /** The proof of work a busy client address's sign-ups bring (modules/limits/work-challenges.ts). */
    signupWork: WorkChallenges
    /** The signed links of the mails to a child's parent (parent-links.ts). */
    parentLinks: ParentLinks
    /** A child's consent: its record and state (consent-repository.ts). */
    consents: ConsentRepository
  }
}

/**
 * Sign-up and sign-in, password reset, the profile and its avatar, the user's sessions, and the
 * `authenticate` and `requireCreator` guards every module's user routes use.
 */
const accountsModule: FastifyPluginAsyncZod = async (app) => {
  app.decorate('uploads', createUploadsRepository(app.db))
  app.decorate('profileChanges', createProfileChanges())
  app.decorate('sessionEnds', createSessionEnds())
  // Every password chosen on this server is checked against the common-password list (server only).
  installCommonPasswordCheck()
  const { db } = app
  // Tokens signed with the secret itself, before keys were derived, are refused: their holders sign in again.
  const keys = deriveKeys(await resolveJwtSecret(app.config.jwtSecret, app.settings))
  const otps = createOtpsRepository(db)
  app.decorate('keys', keys)
  app.decorate('tokens', createTokenService(keys.tokenSigning))
  app.decorate('users', createUsersRepository(db))
  app.decorate('sessions', createSessionsRepository(db, 'user_sessions'))
  app.decorate('otps', otps)
  app.decorate(
    'otp',
    createOtpService({
      otps,
      mailer: app.mailer,
      key: keys.otpHmac,
      accountLocale: async (email) => (await app.users.byEmail(email))?.locale,
    }),
  )
  app.decorate('signupWork', createWorkChallenges({ spent: app.workChallengesSpent, key: keys.signupWork }))
  app.decorate('parentLinks', createParentLinks(keys.parentLinks))
  app.decorate('consents', createConsentRepository(db))
  registerAuthentication(app)
  for (const routes of [
    signUpRoutes,
    accountRoutes,
    passwordResetRoutes,
    profileRoutes,
    sessionRoutes,
    avatarRoutes,
    parentRoutes,
  ]) {
    await app.register(routes, { prefix: USER_API })
  }
}

export default fp(accountsModule, { name: 'accounts', dependencies: ['limits', 'mail', 'settings'] })
