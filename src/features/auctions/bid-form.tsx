// The bid form: whole rupees from the next minimum up (the server's `nextMinimum`, by the contract's
// nextMinimumBidPaise: the increment, and 5% above ₹200), and an optional maximum the server bids up
// to for the viewer, one step over whoever outbids them. Checked with the contract's bidSchema; a
// refusal (too low, someone bid first, too fast) shows under the form.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useEffect, useState } from 'react'
import {
  AUCTION_LIMITS,
  AUCTION_STEP_NOTE,
  type Auction,
  type BidInput,
  bidSchema,
} from '../../../contract/auctions'
import { formatRupees } from '../../../contract/money'
import { pushMessages } from '../../../contract/push'
import { usePlaceBidMutation } from '../../auctions/auctions-api'
import { describeFailure, serverMessage } from '../../lib/api-error'
import { focusFirstInvalid } from '../../lib/focus-first-error'
import { notify } from '../../lib/notify'
import { useLabel } from '../../lib/use-label'
import { zodValidate } from '../../lib/zod-form'
import { PushOffer } from '../../notifications/push-offer'

type BidValues = { amount: number | ''; maxAmount: number | '' }

const toInput = (values: BidValues): BidInput => ({
  amount: values.amount === '' ? Number.NaN : values.amount,
  maxAmount: values.maxAmount === '' ? null : values.maxAmount,
})
const validate = zodValidate<BidInput>(bidSchema)
const BID_TOAST = 'flow-auction-bid'

export function BidForm({ auction }: { auction: Auction }) {
  const { t } = useLingui()
  const show = useLabel()
  const [placeBid, { isLoading }] = usePlaceBidMutation()
  const [serverError, setServerError] = useState<string | null>(null)
  // After a bid: the offer to be told when outbid (src/notifications/push-offer.tsx).
  const [bid, setBid] = useState(false)
  const form = useForm<BidValues>({
    initialValues: { amount: auction.nextMinimum, maxAmount: '' },
    validate: (values) => validate(toInput(values)),
  })

  // A new top bid raises the least one can bid: the field follows unless the viewer typed more.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `form` is a new object each render
  useEffect(() => {
    const typed = form.values.amount
    if (typed === '' || typed < auction.nextMinimum) form.setFieldValue('amount', auction.nextMinimum)
  }, [auction.nextMinimum])

  async function submit(values: BidValues) {
    setServerError(null)
    try {
      const answer = await placeBid({ id: auction.id, bid: toInput(values) }).unwrap()
      // Placed but outbid at once by another's maximum: news, not a success, so no green tick.
      const outbid = answer.auction.you?.topBidder === false
      if (answer.message) (outbid ? notify.info : notify.success)(answer.message, BID_TOAST)
      form.setFieldValue('maxAmount', '')
      setBid(true)
    } catch (error) {
      const failure = describeFailure(error)
      const message =
        (failure.kind === 'http' && serverMessage(failure)) || t`Your bid could not be placed. Try again.`
      setServerError(message)
      notify.error(message, BID_TOAST)
    }
  }

  const least = formatRupees(auction.nextMinimum)
  const step = formatRupees(auction.increment)
  const stepNote = show(AUCTION_STEP_NOTE)
  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstInvalid)}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label={t`Your bid (₹)`}
            description={t`At least ${least} (bids rise by ${step} ${stepNote}).`}
            min={auction.nextMinimum}
            max={AUCTION_LIMITS.bid.max}
            // Out of bounds is refused with a message, not quietly clamped on blur.
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('amount')}
          />
          <NumberInput
            label={t`Maximum bid (₹, optional)`}
            description={t`We bid for you up to this if someone outbids you.`}
            min={auction.nextMinimum}
            max={AUCTION_LIMITS.bid.max}
            // Out of bounds is refused with a message, not quietly clamped on blur.
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('maxAmount')}
          />
        </SimpleGrid>
        {serverError ? <Alert color="red" variant="light" role="alert" title={serverError} /> : null}
        {bid ? <PushOffer label={show(pushMessages.offerBid)} /> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={isLoading} color="orange">
            <Trans>Place bid</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
