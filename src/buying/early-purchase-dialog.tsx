// The server market's own confirmation, for a Buy tapped before the app is live: rendered with the
// page on the server (scripts/prerender-entry.ts), in the visitor's language, outside its inert part,
// and asked and answered by the page-start script (src/app/page-start.ts) with the words rendered here
// (purchase-question.ts). The app replaces it when it takes the page over, and carries the answer on
// (src/features/market/pending-tap.ts). Its styles are in src/app/global.css.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Text } from '@mantine/core'
import { cardMessages } from '../../contract/card-messages'
import { EARLY_CONFIRM } from '../../contract/server-rendered'
import { useLabel } from '../lib/use-label'
import { QUESTION_SLOTS } from './purchase-question'

const TITLE_ID = 'early-confirm-title'

export function EarlyPurchaseDialog() {
  const { t } = useLingui()
  const show = useLabel()
  // The same messages as the app's dialog (confirm-purchase-dialog.tsx), with slots the script fills.
  const cardTitle = QUESTION_SLOTS.title
  const price = QUESTION_SLOTS.price
  const words = {
    [EARLY_CONFIRM.paidTitle]: t`Confirm Purchase`,
    [EARLY_CONFIRM.freeTitle]: t`Get a free card`,
    [EARLY_CONFIRM.paidConfirm]: t`Confirm Buy`,
    [EARLY_CONFIRM.freeConfirm]: show(cardMessages.getFree),
  }
  return (
    <dialog
      className="early-confirm"
      aria-labelledby={TITLE_ID}
      {...{ [EARLY_CONFIRM.dialog]: '' }}
      {...words}
    >
      <h2 id={TITLE_ID} {...{ [EARLY_CONFIRM.title]: '' }}>
        {words[EARLY_CONFIRM.paidTitle]}
      </h2>
      <Text component="div" size="sm" {...{ [EARLY_CONFIRM.question]: '' }} />
      <template {...{ [EARLY_CONFIRM.paidQuestion]: '' }}>
        <Trans>
          Buy <strong>{cardTitle}</strong> for {price}?
        </Trans>
      </template>
      <template {...{ [EARLY_CONFIRM.freeQuestion]: '' }}>
        <Trans>
          Get <strong>{cardTitle}</strong> for free?
        </Trans>
      </template>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" {...{ [EARLY_CONFIRM.cancel]: '' }}>
          <Trans>Cancel</Trans>
        </Button>
        <Button {...{ [EARLY_CONFIRM.buy]: '' }}>
          <span {...{ [EARLY_CONFIRM.buyLabel]: '' }}>{words[EARLY_CONFIRM.paidConfirm]}</span>
        </Button>
      </Group>
    </dialog>
  )
}
