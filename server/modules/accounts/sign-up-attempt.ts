// A sign-up with an address that already has an account answers as a new sign-up does (the answer
// tells nobody who has an account); the address's owner gets this mail instead of a code.
import type { FastifyBaseLogger } from 'fastify'
import type { AppServices } from '../../app-services'
import type { UserRow } from '../../db/schema'

export async function mailSignUpAttempt(
  app: AppServices,
  owner: Pick<UserRow, 'id' | 'email' | 'username'>,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await app.mailer.send({
      to: owner.email,
      subject: 'Someone tried to sign up to Cardcast with your email address',
      text: [
        `Hello ${owner.username},`,
        '',
        'Someone just tried to make a new Cardcast account with this email address, which already has one.',
        'If it was you: log in instead, or reset your password from the login page if you have forgotten it.',
        'If it was not: nothing has changed, and nobody can use your address for another account.',
        '',
        '— Cardcast',
      ].join('\n'),
    })
  } catch (error) {
    // The answer must not differ: a refused or failed mail is only logged.
    log.warn({ err: error, userId: owner.id }, 'sign-up attempt mail not sent')
  }
}
