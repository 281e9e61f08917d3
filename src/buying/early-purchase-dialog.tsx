// The server market's own confirmation, for a Buy tapped before the app is live: rendered with the
// page on the server (scripts/prerender-entry.ts), outside its inert part, and asked and answered by
// the page-start script (src/app/page-start.ts) with the app's words (purchase-question.ts). The app
// replaces it when it takes the page over, and carries the answer on (src/features/market/pending-tap.ts).
// Its styles are in src/app/global.css.
import { Button, Group, Text } from '@mantine/core'
import { EARLY_CONFIRM } from '../../contract/server-rendered'
import { purchaseDialogText } from './purchase-question'

const TITLE_ID = 'early-confirm-title'

export function EarlyPurchaseDialog() {
  return (
    <dialog className="early-confirm" aria-labelledby={TITLE_ID} {...{ [EARLY_CONFIRM.dialog]: '' }}>
      <h2 id={TITLE_ID} {...{ [EARLY_CONFIRM.title]: '' }}>
        {purchaseDialogText.title}
      </h2>
      <Text component="div" size="sm" {...{ [EARLY_CONFIRM.question]: '' }} />
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" {...{ [EARLY_CONFIRM.cancel]: '' }}>
          {purchaseDialogText.cancel}
        </Button>
        <Button {...{ [EARLY_CONFIRM.buy]: '' }}>
          <span {...{ [EARLY_CONFIRM.buyLabel]: '' }}>{purchaseDialogText.confirm}</span>
        </Button>
      </Group>
    </dialog>
  )
}
