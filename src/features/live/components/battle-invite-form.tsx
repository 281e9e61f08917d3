// Inviting another streamer to a card battle: their username (in any case), 5–15 minutes and a
// forfeit card of the streamer's own. Checked with the contract's inviteBattleSchema; the server's
// refusal (not Creator Pro, no such streamer, one of you busy) shows under the form.
import { Trans, useLingui } from '@lingui/react/macro'
import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { BATTLE_INVITE_MINUTES, BATTLE_LIMITS } from '../../../../contract/battle-bar'
import { battleMessages, type InviteBattleInput, inviteBattleSchema } from '../../../../contract/battles'
import { MAX_USERNAME_LENGTH } from '../../../../contract/constants'
import { useGetStreamerCardsQuery } from '../../../api/cards-api'
import { WholeNumberInput } from '../../../components/whole-number-input'
import { focusFirstInvalid } from '../../../lib/focus-first-error'
import { useSession } from '../../../lib/session-slice'
import { zodValidate } from '../../../lib/zod-form'
import { useInviteBattleMutation } from '../battles-api'
import { useLiveSubmit } from '../use-live-submit'
import { LiveFormFooter } from './live-form-footer'

type InviteValues = { opponent: string; minutes: number | ''; forfeitCardId: string }

const toInput = (values: InviteValues): InviteBattleInput => ({
  opponent: values.opponent,
  minutes: values.minutes === '' ? Number.NaN : values.minutes,
  forfeitCardId: values.forfeitCardId,
})
const validate = zodValidate<InviteBattleInput>(inviteBattleSchema)

/** The streamer's own cards, as a forfeit card's choices. */
export function useOwnCardOptions() {
  const { user } = useSession()
  const cards = useGetStreamerCardsQuery(user?._id ?? '', { skip: !user?._id })
  return {
    loading: cards.isLoading,
    options: (cards.data?.cards ?? []).map((card) => ({ value: card._id, label: card.cardTitle })),
  }
}

export function BattleInviteForm() {
  const { t } = useLingui()
  const cards = useOwnCardOptions()
  const [invite, { isLoading }] = useInviteBattleMutation()
  const { serverError, run } = useLiveSubmit()
  const form = useForm<InviteValues>({
    initialValues: { opponent: '', minutes: 10, forfeitCardId: '' },
    validate: (values) => validate(toInput(values)),
  })
  const submit = (values: InviteValues) => run(() => invite(toInput(values)).unwrap(), battleMessages.invited)

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstInvalid)}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>
            Challenge another streamer: while it runs, every rupee spent on your cards scores you a point and
            every free card used scores one. The loser’s forfeit card plays on their stream; a tie plays both.
            They have {BATTLE_INVITE_MINUTES} minutes to answer.
          </Trans>
        </Text>
        <TextInput
          label={t`Opponent’s username`}
          autoComplete="off"
          maxLength={MAX_USERNAME_LENGTH}
          {...form.getInputProps('opponent')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <WholeNumberInput
            label={t`Minutes`}
            limits={BATTLE_LIMITS.minutes}
            {...form.getInputProps('minutes')}
          />
          <Select
            label={t`Your forfeit card`}
            placeholder={cards.loading ? t`Loading your cards...` : t`Choose a card`}
            data={cards.options}
            searchable
            nothingFoundMessage={t`No card of yours has that name`}
            {...form.getInputProps('forfeitCardId')}
          />
        </SimpleGrid>
        <LiveFormFooter error={serverError} loading={isLoading} label={t`Invite to battle`} />
      </Stack>
    </form>
  )
}
