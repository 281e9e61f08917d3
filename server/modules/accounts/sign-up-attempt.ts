// A sign-up with an address that already has an account answers as a new sign-up does (the answer
// tells nobody who has an account); the address's owner gets this mail instead of a code. It is sign-up
// mail (mailer.ts): counted in the sign-up budget and the requesting client's sign-up limit, never in
// the budget of codes and links for existing accounts; and an owner gets at most one a day.
import type { FastifyBaseLogger } from 'fastify'
import type { Locale } from '../../../contract/locale'
import type { AppServices } from '../../app-services'
import type { UserRow } from '../../db/schema'
import type { MailClient } from '../limits'
import { MAIL_SIGN_OFF, mailGreeting } from '../mail'

/** The owner's mail, in each language. */
const ATTEMPT_MAIL: Record<Locale, { subject: string; lines: string[] }> = {
  'en-IN': {
    subject: 'Someone tried to sign up to Cardcast with your email address',
    lines: [
      'Someone just tried to make a new Cardcast account with this email address, which already has one.',
      'If it was you: log in instead, or reset your password from the login page if you have forgotten it.',
      'If it was not: nothing has changed, and nobody can use your address for another account.',
      'You will hear of such attempts at most once a day.',
    ],
  },
  'hi-IN': {
    subject: 'किसी ने आपके ईमेल पते से Cardcast पर साइन अप करने की कोशिश की',
    lines: [
      'किसी ने अभी इस ईमेल पते से Cardcast का नया अकाउंट बनाने की कोशिश की, जबकि इस पते का एक अकाउंट पहले से है।',
      'अगर यह आप थे: इसकी जगह लॉग इन करें, या पासवर्ड भूल गए हों तो लॉगिन पेज से उसे रीसेट करें।',
      'अगर आप नहीं थे: कुछ नहीं बदला है, और आपके पते से कोई दूसरा अकाउंट नहीं बना सकता।',
      'ऐसी कोशिशों के बारे में आपको दिन में अधिकतम एक बार बताया जाएगा।',
    ],
  },
}

/** An owner hears of sign-ups with their address at most this often. */
export const SIGNUP_NOTICE_EVERY_MS = 24 * 3600_000

export async function mailSignUpAttempt(
  app: Pick<AppServices, 'users' | 'mailer'>,
  owner: Pick<UserRow, 'id' | 'email' | 'username' | 'locale'>,
  client: MailClient,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    if (!(await app.users.claimSignupNotice(owner.id, new Date(), SIGNUP_NOTICE_EVERY_MS))) return
    const words = ATTEMPT_MAIL[owner.locale]
    await app.mailer.send({
      to: owner.email,
      category: 'signup',
      client,
      subject: words.subject,
      text: [mailGreeting(owner.locale, owner.username), '', ...words.lines, '', MAIL_SIGN_OFF].join('\n'),
    })
  } catch (error) {
    // The answer must not differ: a refused or failed mail is only logged.
    log.warn({ err: error, userId: owner.id }, 'sign-up attempt mail not sent')
  }
}
