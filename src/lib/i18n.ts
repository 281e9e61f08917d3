// The app's languages at run time (docs/i18n.md). English (India) is written in the code, compiled at
// build time (scripts/i18n/macro-plugin.ts), so an English page loads no catalogue at all. Hindi lives
// in one compiled catalogue per folder (src/locales/hi-IN/*.po, each a chunk of its own): every module
// with messages asks for its folder's catalogue when it is evaluated (`needCatalogue`, added by the
// build), and in Hindi the catalogues load then, so a page loads the catalogues of the code it runs
// and nothing else. The router waits for them before it shows a page (`cataloguesLoaded`).
import { i18n, type Messages } from '@lingui/core'
import { DEFAULT_LOCALE, type Locale } from '../../contract/locales'
import type { Catalogues } from './hindi-catalogues'

export { i18n }

/**
 * Each language's catalogues by name. Hindi's list (one loader per catalogue, and the file names of
 * their chunks) is a chunk of its own (hindi-catalogues.ts): an English visit never loads it.
 */
const catalogues: Record<Locale, () => Promise<Catalogues>> = {
  'en-IN': async () => ({}),
  'hi-IN': async () => (await import('./hindi-catalogues')).hindiCatalogues,
}

/** The catalogues the modules evaluated so far asked for. */
const needed = new Set<string>()
/** Each catalogue's load, by `<locale> <name>`: started once, and never failing (English shows instead). */
const loads = new Map<string, Promise<void>>()

// English from the first render, also in the prerender and in tests: nothing to load.
i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: {} })

/**
 * When the text on screen may change, and what the app shows therefore renders again
 * (src/lib/i18n-provider.tsx). Lingui's own provider renders every component that reads its context
 * again at each `change`, and Lingui emits one for every catalogue it loads: in Hindi, the catalogue of
 * a chunk that loads once the page is up (the offline runtime's, the toasts') cost a render of the
 * whole page, for texts that nothing on it showed. Here a switch of language counts, and a catalogue
 * only when it holds a message that a component looked for in vain (it showed English meanwhile).
 */
let shownVersion = 0
const shownListeners = new Set<() => void>()
/** Ids asked for in the language shown that its catalogues did not hold yet. */
const missed = new Set<string>()

i18n.on('missing', ({ id, locale }) => {
  if (locale !== DEFAULT_LOCALE) missed.add(id)
})

function textShownChanges(): void {
  shownVersion += 1
  for (const listener of shownListeners) listener()
}

/** For useSyncExternalStore: a number that grows whenever the text on screen may change. */
export const shownText = {
  subscribe(listener: () => void): () => void {
    shownListeners.add(listener)
    return () => void shownListeners.delete(listener)
  },
  version: (): number => shownVersion,
}

/** After `messages` of `locale` came in: renders again if something on screen had looked for one. */
function fillGaps(locale: Locale, messages: Messages): void {
  if (locale !== currentLocale() || missed.size === 0) return
  let filled = false
  for (const id of Object.keys(messages)) filled = missed.delete(id) || filled
  if (filled) textShownChanges()
}

function load(locale: Locale, name: string): Promise<void> {
  const key = `${locale} ${name}`
  let loading = loads.get(key)
  if (!loading) {
    loading =
      locale === DEFAULT_LOCALE
        ? Promise.resolve()
        : catalogues[locale]()
            .then((all) => all[name]?.())
            .then(
              (catalogue) => {
                if (!catalogue) return
                i18n.load(locale, catalogue.messages)
                fillGaps(locale, catalogue.messages)
              },
              // Offline before the service worker had it: English until the next try (a later page).
              () => void loads.delete(key),
            )
    loads.set(key, loading)
  }
  return loading
}

/** The language the app shows now. */
export function currentLocale(): Locale {
  return i18n.locale as Locale
}

/** The language being switched to (the one shown, once its catalogues are in). */
let target: Locale = DEFAULT_LOCALE

/**
 * Called by every module that has messages (the build adds the call): in a language other than the
 * source, its catalogue starts loading now.
 */
export function needCatalogue(name: string): void {
  needed.add(name)
  if (target !== DEFAULT_LOCALE) void load(target, name)
}

/** Resolves once every catalogue asked for so far is in, in the language shown (or being switched to). */
export async function cataloguesLoaded(): Promise<void> {
  const locale = target
  await Promise.all([...needed].map((name) => load(locale, name)))
}

let activation = 0

/**
 * Shows the app in `locale`: loads the catalogues of every module evaluated so far, then switches
 * (every component that reads Lingui's context renders again) and marks `<html lang>`. When two
 * switches overlap, the later one wins.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const mine = ++activation
  target = locale
  await cataloguesLoaded()
  if (mine !== activation) return
  if (locale !== currentLocale()) {
    missed.clear()
    i18n.activate(locale)
    textShownChanges()
  }
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}
