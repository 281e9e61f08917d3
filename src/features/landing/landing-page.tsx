// The landing page: hero with the demo flip card, then the anchored
// sections the header links to (#features, #plans, #modules, #get-started, #contact).
//
// Only the hero's code is needed for the first screen. The sections below it are a chunk of their own:
// - over the prerendered landing page (a first visit to /), their code loads once the page is idle;
//   until then React keeps their server markup as it is (a Suspense boundary waiting for its code) and
//   hydrates it when the chunk arrives;
// - anywhere else (the prerender itself, a client-side navigation to /#plans), the route waits for the
//   chunk (`whenReady`, called by src/app/router.tsx), so that the sections are there at the first
//   render and a link to one of them finds it.
import { type ComponentType, lazy, Suspense, useState } from 'react'
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

const IdleSections = lazy(async () => {
  await new Promise<void>((resolve) => afterIdle(resolve))
  return loadSections()
})

/** Resolves once the page can render whole (at once over the prerendered HTML: it waits for idle). */
export async function whenReady(): Promise<void> {
  if (!overPrerenderedHtml && !LoadedSections) await loadSections()
}

export default function LandingPage() {
  // Chosen once per mount: switching to the loaded component later would remount the sections.
  const [Sections] = useState(() => LoadedSections ?? IdleSections)
  return (
    <>
      <Hero />
      {/* The fallback only shows in a client render (a signed-in visitor): it keeps the footer down. */}
      <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
        <Sections />
      </Suspense>
    </>
  )
}
