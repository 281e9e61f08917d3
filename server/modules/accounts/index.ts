export { bearerToken, signedInUser } from './authenticate'
export { installCommonPasswordCheck } from './common-passwords'
export {
  consentRefusal,
  isChildAccount,
  mailParentOfSpending,
  refuseChildCreator,
  refuseWithoutConsent,
} from './consent'
export { hashPassword, setPasswordHashProfile, timingDummyHash, verifyPassword } from './passwords'
export { checkPasswordAgain } from './reauthenticate'
export type { SessionEnds } from './session-ends'
export { openSessionsOf, originOf, recordSession, type SessionOrigin, sessionStillOpen } from './sessions'
export { createSessionsRepository } from './sessions-repository'
export type { TokenService } from './tokens'
export { usernameRefusal } from './usernames'
export {
  createUsersRepository,
  endSessionsNow,
  planOf,
  toPublicUser,
  type UsersRepository,
} from './users-repository'
