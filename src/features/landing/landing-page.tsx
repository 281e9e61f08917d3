// The landing page (spec sections 1 and 2): hero with the demo flip card, then the anchored
// sections the header links to (#features, #plans, #modules, #get-started, #contact).
import { ContactBand, GetStarted } from './components/get-started'
import { GrowFast } from './components/grow-fast'
import { Hero } from './components/hero'
import { HowItWorks } from './components/how-it-works'
import { Modules } from './components/modules'
import { Plans } from './components/plans'

export default function LandingPage() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <Plans />
      <Modules />
      <GrowFast />
      <GetStarted />
      <ContactBand />
    </>
  )
}
