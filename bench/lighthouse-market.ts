// `npx tsx bench/lighthouse-market.ts`: Lighthouse on the market alone (a signed-in viewer's
// /dashboard, in English and in Hindi) beside the static page, each the median of five runs, as in
// `npm run bench` (bench/lighthouse.ts): about a third of its time. Needs a build.
import { benchLighthouse, lighthouseLines } from './lighthouse'

for (const line of lighthouseLines(await benchLighthouse({ marketOnly: true }))) console.log(line)
