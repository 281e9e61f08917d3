import type { Kysely } from 'kysely'
import { streamMessages } from '../../../contract/stream'
import {
  cleanViewerText,
  emptiedTitleProblem,
  findAmbiguousWord,
  findBlockedWord,
  findBlockedWordInName,
  viewerTextProblems,
} from '../../../contract/viewer-text'
import type { Database } from '../../db/schema'
import type { CardRow } from '../../db/schema-marketplace'
import { AMBIGUOUS_SHORT_FORMS, DEFAULT_BLOCKED_WORDS } from '../../lib/default-blocked-words'
import type { StreamControl } from './stream-settings-repository'
import { createViewerApprovalsRepository } from './viewer-approvals-repository'

export type ModeratedUse =
  | { refused: string }
  | { title: string; description: string; viewerText: boolean; flag: string | null; hold: boolean }

/**
 * Decides what a use shows and whether it waits for the streamer. The viewer's text is cleaned
 * (viewer-text.ts); a field the viewer left as the card's is the card's own and is never checked or
 * held, and a title sent empty is refused. Edited text that is too long or holds a link is refused; edited text goes live only in the
 * 'live' mode and without a blocked word or an ambiguous short form ('bc', 'mc': default-blocked-
 * words.ts `AMBIGUOUS_SHORT_FORMS`), otherwise it is held for the streamer.
 */
export function moderateUse(
  input: { title?: string; description?: string },
  card: Pick<CardRow, 'title' | 'description'>,
  control: Pick<StreamControl, 'viewerText' | 'blockedWords'>,
): ModeratedUse {
  const emptied = emptiedTitleProblem(input.title)
  if (emptied) return { refused: emptied }
  const own = { title: card.title, description: card.description }
  if (control.viewerText === 'card-only') return { ...own, viewerText: false, flag: null, hold: false }
  const asTyped = (text: string | undefined, fallback: string) => {
    const cleaned = cleanViewerText(text ?? '')
    return cleaned === '' || cleaned === cleanViewerText(fallback) ? undefined : cleaned
  }
  const edited = {
    title: asTyped(input.title, own.title),
    description: asTyped(input.description, own.description),
  }
  if (edited.title === undefined && edited.description === undefined) {
    return { ...own, viewerText: false, flag: null, hold: false }
  }
  const problems = viewerTextProblems({ title: edited.title ?? '', description: edited.description ?? '' })
  const problem = problems.title ?? problems.description
  if (problem) return { refused: problem }
  const typed = [edited.title, edited.description].filter(Boolean).join(' ')
  // The default list apart from the streamer's, so that its index is built once (viewer-text.ts).
  const blocked =
    findBlockedWord(typed, DEFAULT_BLOCKED_WORDS) ?? findBlockedWord(typed, control.blockedWords)
  const ambiguous = blocked === undefined ? findAmbiguousWord(typed, AMBIGUOUS_SHORT_FORMS) : undefined
  return {
    title: edited.title ?? own.title,
    description: edited.description ?? own.description,
    viewerText: true,
    flag: blocked
      ? `${streamMessages.blockedWord}: “${blocked}”`
      : ambiguous
        ? `${streamMessages.ambiguousWord}: “${ambiguous}”`
        : null,
    hold: control.viewerText === 'approve' || blocked !== undefined || ambiguous !== undefined,
  }
}

/**
 * The name the overlay shows for a viewer: none when the streamer hides names. 'a viewer' in the
 * 'approve' mode until the streamer has approved a use of that viewer once (viewer-approvals-
 * repository.ts), and for a name holding a word of the default list as a whole word (names from
 * before the list was checked at sign-up) or one of the streamer's own words anywhere in it
 * (viewer-text.ts `findBlockedWordInName`: 'pineapple123', 'xpineapple').
 */
export function nameOnStream(
  viewer: { username: string; approved: boolean },
  control: Pick<StreamControl, 'showViewerNames' | 'blockedWords' | 'viewerText'>,
): string | null {
  if (!control.showViewerNames) return null
  if (control.viewerText === 'approve' && !viewer.approved) return streamMessages.anonymousViewer
  const blocked =
    findBlockedWord(viewer.username, DEFAULT_BLOCKED_WORDS) ??
    findBlockedWordInName(viewer.username, control.blockedWords)
  return blocked ? streamMessages.anonymousViewer : viewer.username
}

/**
 * `nameOnStream` for a viewer by id, asking whether the streamer has approved them only when the
 * mode makes it count (marathon contributions, auction bids: the overlay's other names).
 */
export async function nameOnStreamOf(
  db: Kysely<Database>,
  streamerId: string,
  viewer: { id: string; username: string },
  control: Pick<StreamControl, 'showViewerNames' | 'blockedWords' | 'viewerText'>,
): Promise<string | null> {
  const approved =
    control.showViewerNames && control.viewerText === 'approve'
      ? (await createViewerApprovalsRepository(db).approvedAmong(streamerId, [viewer.id])).has(viewer.id)
      : true
  return nameOnStream({ username: viewer.username, approved }, control)
}
