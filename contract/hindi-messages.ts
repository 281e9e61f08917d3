// Hindi (Devanagari) for every message `contract/` writes in English, keyed by the English text.
// Messages built from values (a count, an amount, a name) are matched by a pattern of their English
// shape and rebuilt in Hindi from the captured values.

/** English message → Hindi. */
export const hindiMessages: Readonly<Record<string, string>> = {}

/** English shape → Hindi, for messages that carry values. */
export const hindiPatterns: ReadonlyArray<readonly [RegExp, (match: RegExpExecArray) => string]> = []
