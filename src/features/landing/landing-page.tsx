// The landing page: hero with the demo flip card, then the anchored
// sections the header links to (#features, #plans, #modules, #get-started, #contact).
//
// Only the hero's code is needed for the first screen. The sections below it are a chunk of their own:
// - over the prerendered landing page (a first visit to /), their code loads once the page is idle and
//   the visitor makes for them (a section in the viewport, a scroll, a tap, a key). Until then React
//   keeps their server markup as it is (a Suspense boundary waiting for its code): it reads the same,
//   its links are plain links and its 'How it works' folds are native <details>. React hydrates it
//   when the chunk arrives. A visitor who reads only the first screen never loads it (bench/README.md
//   counts a first visit's JavaScript to network idle). The same in Hindi: the server sends a Hindi
//   visitor the Hindi prerender, which the app hydrates (src/main.tsx). A signed-in visitor's app (or
//   a visit in another language than the page's, such as the service worker's English copy) renders
//   afresh over the page: the sections' markup is gone, a placeholder of a screen's height stands in
//   their place, and their code loads once the visitor makes for that placeholder, the same way
//   (otherwise such a visit would load them, and in Hindi their catalogue, by network idle);
// - anywhere else (the prerender itself, a client-side navigation to /#plans), the route waits for the
//   chunk (`whenReady`, called by src/app/router.tsx), so that the sections are there at the first
//   render and a link to one of them finds it.
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react'
import { afterIdle } from '../../lib/after-idle'
import { Hero } from './components/hero'

let LoadedSections: ComponentType | null = null
const loadSections = async () => {
  LoadedSections = (await import('./lower-sections')).default
  return { default: LoadedSections }
}

/** True when this page is hydrating the prerendered landing page. */
const overPrerenderedHtml =
  typeof document !== 'undefined' && document.documentElement.dataset.prerendered === '/'

/** The first of the lower sections (components/how-it-works.tsx); the others follow it in <main>. */
const FIRST_SECTION_ID = 'features'
/** What stands in the sections' place in a client render until their code is in. */
const PLACEHOLDER_ID = 'landing-sections-pending'

/** What a visitor does on the way to the sections, or before a link that navigates within the page. */
const APPROACH_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const

/**
 * Resolves once a lower section is in the viewport (each is watched, so an anchor that jumps past the
 * first one counts), or at the visitor's first scroll, tap or key. Their markup is on screen from the
 * first paint (prerendered): the code only makes it the app's (client-side links, the plans'
 * signed-in buttons). A tap or key counts because a link that navigates within the page (the header's
 * #plans) re-renders the page, and that render waits for the sections' code. In a client render the
 * placeholder is watched instead.
 */
function sectionsApproached(): Promise<void> {
  return new Promise((resolve) => {
    const placeholder = document.getElementById(PLACEHOLDER_ID)
    const first = document.getElementById(FIRST_SECTION_ID) ?? placeholder
    if (!first || typeof IntersectionObserver === 'undefined') return resolve()
    // A client render opened at a section (/#plans): that section is what the visitor came for.
    if (placeholder && window.location.hash) return resolve()
    const done = () => {
      observer.disconnect()
      for (const type of APPROACH_EVENTS) window.removeEventListener(type, done, true)
      resolve()
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) done()
    })
    for (let section: Element | null = first; section; section = section.nextElementSibling) {
      observer.observe(section)
    }
    for (const type of APPROACH_EVENTS) window.addEventListener(type, done, { capture: true, passive: true })
  })
}

const IdleSections = lazy(async () => {
  await new Promise<void>((resolve) => afterIdle(resolve))
  await sectionsApproached()
  return loadSections()
})

/** Resolves once the page can render whole (at once over the prerendered HTML: it waits for idle). */
export async function whenReady(): Promise<void> {
  if (!overPrerenderedHtml && !LoadedSections) await loadSections()
}

/**
 * Rendered with the sections, once their code is in. In a client render a link to a section followed
 * before then (the tap that started their load) found nothing to scroll to, and the page opened at a
 * section waited for them: scroll to it now. Over prerendered HTML the sections were there all along.
 */
function ScrollToSectionOnArrival() {
  useEffect(() => {
    const hash = window.location.hash
    if (hash && placeholderShown) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
    }
  }, [])
  return null
}

/** Whether the placeholder stood in the sections' place: a client render, not a hydration. */
let placeholderShown = false

function SectionsPlaceholder() {
  useEffect(() => {
    placeholderShown = true
  }, [])
  return <div id={PLACEHOLDER_ID} style={{ minHeight: '100vh' }} />
}

export default function LandingPage() {
  // Chosen once per mount: switching to the loaded component later would remount the sections.
  const [Sections] = useState(() => LoadedSections ?? IdleSections)
  return (
    <>
      <Hero />
      {/* The fallback only shows in a client render (signed in, or Hindi): it keeps the footer down. */}
      <Suspense fallback={<SectionsPlaceholder />}>
        <Sections />
        <ScrollToSectionOnArrival />
      </Suspense>
    </>
  )
}
