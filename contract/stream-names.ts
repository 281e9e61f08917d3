import { ANONYMOUS_VIEWER } from './constants'
import type { Locale } from './locale'
import { translateMessage } from './translate'

// The names the server puts on a stream are stored in English as the stream may show them
// (server/modules/realtime/moderation.ts `nameOnStream`): a username, the placeholder 'a viewer' for a
// hidden viewer, or the credit line of a card the server queued itself (a funded community card, a
// battle's forfeit). The overlay (server/modules/realtime/overlay-language.ts) and the app's pages show
// them in the reader's language through `nameInLocale`; a username is never translated.
//
// The placeholder and the credit lines are told from usernames by their exact shape (a username could
// in principle read 'a viewer' too; it then shows as the Hindi for what it says).

const COMMUNITY_CREDIT = /^Community: (.+?)( \+\d+)?$/
const FORFEIT_TIE = /^Battle forfeit: a tie with (.+)$/
const FORFEIT_WON = /^Battle forfeit: (.+) won$/

const hindiName = (name: string) =>
  name === ANONYMOUS_VIEWER ? translateMessage(ANONYMOUS_VIEWER, 'hi-IN') : name

/** A name the server put on a stream, in `locale`: usernames as they are, our words translated. */
export function nameInLocale<Name extends string | null>(name: Name, locale: Locale): Name {
  if (locale !== 'hi-IN' || name === null) return name
  if (name === ANONYMOUS_VIEWER) return hindiName(name) as Name
  // server/modules/community/pledging.ts `creditLine`: up to three contributors' names, then how many more.
  const community = COMMUNITY_CREDIT.exec(name)
  if (community)
    return `कम्युनिटी: ${(community[1] ?? '').split(', ').map(hindiName).join(', ')}${community[2] ?? ''}` as Name
  // contract/battle-bar.ts `battleForfeitCredit`: the loser's forfeit card, on their own stream.
  const tie = FORFEIT_TIE.exec(name)
  if (tie) return `बैटल फ़ॉरफ़िट: ${tie[1]} से बराबरी` as Name
  const won = FORFEIT_WON.exec(name)
  if (won) return `बैटल फ़ॉरफ़िट: ${won[1]} जीते` as Name
  return name
}
