export { announceMarathon } from './announce'
export { addMarathonTime, type MarathonAdded } from './marathons'
export { endDueMarathons } from './sweep'
