// The Live page's community card: the open one (its bar, read again every few seconds, and Cancel,
// which refunds everyone) or the form that starts one: one of the streamer's cards, a goal of
// ₹200–₹1,00,000 and 5–60 minutes (contract/community.ts). Creator Pro only: the server says so.
import { Trans, useLingui } from '@lingui/react/macro'
import { Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import {
  COMMUNITY_LIMITS,
  communityMessages,
  type StartCommunityInput,
  startCommunitySchema,
} from '../../../../contract/community'
import { useGetStreamerCardsQuery } from '../../../api/cards-api'
import { useGetLiveCommunityQuery, useStartCommunityMutation } from '../../../community/community-api'
import { LiveCommunityCard } from '../../../community/live-community-card'
import { WholeNumberInput } from '../../../components/whole-number-input'
import { focusFirstInvalid } from '../../../lib/focus-first-error'
import { useSession } from '../../../lib/session-slice'
import { zodValidate } from '../../../lib/zod-form'
import { useLiveSubmit } from '../use-live-submit'
import { LiveFormFooter } from './live-form-footer'

type StartValues = { cardId: string; goal: number | ''; minutes: number | '' }

const orNaN = (value: number | '') => (value === '' ? Number.NaN : value)
const toInput = (values: StartValues): StartCommunityInput => ({
  cardId: values.cardId,
  goal: orNaN(values.goal),
  minutes: orNaN(values.minutes),
})
const validate = zodValidate<StartCommunityInput>(startCommunitySchema)

export function CommunityPanel() {
  const { user } = useSession()
  const streamerId = user?._id ?? ''
  const live = useGetLiveCommunityQuery(streamerId, { skip: !streamerId })
  if (live.data?.community) return <LiveCommunityCard streamerId={streamerId} own titled={false} />
  return <CommunityStartForm />
}

function CommunityStartForm() {
  const { t } = useLingui()
  const { user } = useSession()
  const cards = useGetStreamerCardsQuery(user?._id ?? '', { skip: !user?._id })
  const [start, { isLoading }] = useStartCommunityMutation()
  const { serverError, run } = useLiveSubmit()
  const form = useForm<StartValues>({
    initialValues: { cardId: '', goal: 500, minutes: 15 },
    validate: (values) => validate(toInput(values)),
  })
  const options = (cards.data?.cards ?? []).map((card) => ({ value: card._id, label: card.cardTitle }))
  const submit = (values: StartValues) =>
    run(() => start(toInput(values)).unwrap(), communityMessages.started)
  const minPledge = COMMUNITY_LIMITS.pledge.min

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstInvalid)}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>
            Let viewers pool money for one of your cards: any whole amount from ₹{minPledge}. Reached in time,
            it goes on stream credited to them; short of it, everyone is refunded in full.
          </Trans>
        </Text>
        <Select
          label={t`Card`}
          placeholder={cards.isLoading ? t`Loading your cards...` : t`Choose a card`}
          data={options}
          searchable
          nothingFoundMessage={t`No card of yours has that name`}
          {...form.getInputProps('cardId')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <WholeNumberInput
            label={t`Goal (₹)`}
            limits={COMMUNITY_LIMITS.goal}
            {...form.getInputProps('goal')}
          />
          <WholeNumberInput
            label={t`Deadline (minutes)`}
            limits={COMMUNITY_LIMITS.minutes}
            {...form.getInputProps('minutes')}
          />
        </SimpleGrid>
        <LiveFormFooter error={serverError} loading={isLoading} label={t`Start community card`} />
      </Stack>
    </form>
  )
}
