// The text a viewer typed in 'Edit Card Details', read the way the server reads it
// (server/modules/realtime/moderation.ts): cleaned, and a field left as the card's own is the card's
// text, which is never checked; an emptied title is refused. Only edited fields can be too long or
// hold a link; an emptied description is the card's own.
import type { OwnedCard } from '../../../contract/purchases'
import { cleanViewerText, emptiedTitleProblem, viewerTextProblems } from '../../../contract/viewer-text'

export interface CardEdits {
  cardTitle: string
  description: string
}

type EditProblems = Partial<Record<keyof CardEdits, string>>

/** The cleaned text of a field the viewer changed, or undefined when it is still the card's. */
function edited(typed: string, own: string): string | undefined {
  const cleaned = cleanViewerText(typed)
  return cleaned === '' || cleaned === cleanViewerText(own) ? undefined : cleaned
}

/** What the server would refuse in the edits, by the dialog's field names (empty: nothing). */
export function editProblems(card: OwnedCard, edits: CardEdits): EditProblems {
  const problems = viewerTextProblems({
    title: edited(edits.cardTitle, card.cardTitle) ?? '',
    description: edited(edits.description, card.description) ?? '',
  })
  const title = emptiedTitleProblem(edits.cardTitle) ?? problems.title
  return {
    ...(title ? { cardTitle: title } : {}),
    ...(problems.description ? { description: problems.description } : {}),
  }
}

/** The text to send: the cleaned edit where the viewer changed a field, the card's own elsewhere. */
export function textToSend(card: OwnedCard, edits: CardEdits): CardEdits {
  return {
    cardTitle: edited(edits.cardTitle, card.cardTitle) ?? card.cardTitle,
    description: edited(edits.description, card.description) ?? card.description,
  }
}
