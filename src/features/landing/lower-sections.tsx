// The landing page's sections below the first screen, in one chunk of their own: the prerendered HTML
// shows them at once, and their code loads once the page is idle (landing-page.tsx).
import { ContactBand, GetStarted } from './components/get-started'
import { GrowFast } from './components/grow-fast'
import { HowItWorks } from './components/how-it-works'
import { Modules } from './components/modules'
import { Plans } from './components/plans'

export default function LowerSections() {
  return (
    <>
      <HowItWorks />
      <Plans />
      <Modules />
      <GrowFast />
      <GetStarted />
      <ContactBand />
    </>
  )
}
