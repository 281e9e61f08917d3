// Starting an auction: one of the streamer's cards or a one-off reward (a title and what the winner
// gets), a reserve, the least each bid must add, and how
// long bidding lasts. Checked with the contract's startAuctionSchema; a refusal shows under the form.
import { Trans, useLingui } from '@lingui/react/macro'
import { SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import {
  AUCTION_DEFAULT_INCREMENT_RUPEES,
  AUCTION_LIMITS,
  AUCTION_SOFT_CLOSE_SECONDS,
  auctionMessages,
  type StartAuctionInput,
  startAuctionSchema,
} from '../../../../contract/auctions'
import { MAX_CARD_DESCRIPTION_LENGTH, MAX_CARD_TITLE_LENGTH } from '../../../../contract/constants'
import { useGetStreamerCardsQuery } from '../../../api/cards-api'
import { useStartAuctionMutation } from '../../../auctions/auctions-api'
import { WholeNumberInput } from '../../../components/whole-number-input'
import { focusFirstInvalid } from '../../../lib/focus-first-error'
import { useSession } from '../../../lib/session-slice'
import { zodValidate } from '../../../lib/zod-form'
import { useLiveSubmit } from '../use-live-submit'
import { LiveFormFooter } from './live-form-footer'

type StartValues = {
  what: 'card' | 'reward'
  cardId: string
  title: string
  description: string
  reserve: number | ''
  increment: number | ''
  durationMinutes: number | ''
}

const orNaN = (value: number | '') => (value === '' ? Number.NaN : value)
const toInput = (values: StartValues): StartAuctionInput => ({
  ...(values.what === 'card'
    ? { cardId: values.cardId }
    : { reward: { title: values.title, description: values.description } }),
  reserve: orNaN(values.reserve),
  increment: orNaN(values.increment),
  durationMinutes: orNaN(values.durationMinutes),
})
/** The schema's field names (reward.title) as the form's (title). */
const formErrors = (errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field.replace(/^reward\./, ''), message]),
  )
const validate = zodValidate<StartAuctionInput>(startAuctionSchema)

export function AuctionStartForm() {
  const { t } = useLingui()
  const { user } = useSession()
  const cards = useGetStreamerCardsQuery(user?._id ?? '', { skip: !user?._id })
  const [start, { isLoading }] = useStartAuctionMutation()
  const { serverError, run } = useLiveSubmit()
  const form = useForm<StartValues>({
    initialValues: {
      what: 'card',
      cardId: '',
      title: '',
      description: '',
      reserve: 50,
      increment: AUCTION_DEFAULT_INCREMENT_RUPEES,
      durationMinutes: 5,
    },
    validate: (values) => formErrors(validate(toInput(values))),
  })
  const options = (cards.data?.cards ?? []).map((card) => ({ value: card._id, label: card.cardTitle }))

  const submit = (values: StartValues) => run(() => start(toInput(values)).unwrap(), auctionMessages.started)

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstInvalid)}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>
            Auction one of your cards live: viewers bid in whole rupees and the winner pays. A bid in the last{' '}
            {AUCTION_SOFT_CLOSE_SECONDS} seconds adds time, so nobody wins by sniping.
          </Trans>
        </Text>
        <SegmentedControl
          aria-label={t`What to auction`}
          data={[
            { value: 'card', label: t`One of my cards` },
            { value: 'reward', label: t`A one-off reward` },
          ]}
          {...form.getInputProps('what')}
        />
        {form.values.what === 'card' ? (
          <Select
            label={t`Card`}
            placeholder={cards.isLoading ? t`Loading your cards...` : t`Choose a card`}
            data={options}
            searchable
            nothingFoundMessage={t`No card of yours has that name`}
            {...form.getInputProps('cardId')}
          />
        ) : (
          <>
            <TextInput
              label={t`Reward`}
              placeholder={t`A song of your choice, live`}
              maxLength={MAX_CARD_TITLE_LENGTH}
              {...form.getInputProps('title')}
            />
            <Textarea
              label={t`What the winner gets`}
              autosize
              minRows={2}
              maxLength={MAX_CARD_DESCRIPTION_LENGTH}
              {...form.getInputProps('description')}
            />
          </>
        )}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <WholeNumberInput
            label={t`Reserve price (₹)`}
            limits={AUCTION_LIMITS.reserve}
            {...form.getInputProps('reserve')}
          />
          <WholeNumberInput
            label={t`Minimum increment (₹)`}
            limits={AUCTION_LIMITS.increment}
            {...form.getInputProps('increment')}
          />
          <WholeNumberInput
            label={t`Duration (minutes)`}
            limits={AUCTION_LIMITS.durationMinutes}
            {...form.getInputProps('durationMinutes')}
          />
        </SimpleGrid>
        <LiveFormFooter error={serverError} loading={isLoading} label={t`Start auction`} color="orange" />
      </Stack>
    </form>
  )
}
