import { paths } from '../../contract/paths'

// Where 'Start streaming' and 'Go Creator Pro' lead: sections of the profile page.

/** The profile's first-run guide (stream URL, OBS, test card). */
export const GETTING_STARTED_ID = 'getting-started'
/** The profile's plan panel. */
export const PLAN_SECTION_ID = 'plan'

/** Navigation state that asks the profile to open the Creator Pro checkout on arrival. */
export interface BuyProState {
  buyPro?: boolean
}

export const gettingStartedPath = `${paths.profile}#${GETTING_STARTED_ID}`
export const planPath = `${paths.profile}#${PLAN_SECTION_ID}`
/** Link state for 'Go Creator Pro' outside the profile. */
export const buyProState: BuyProState = { buyPro: true }
