// The dialog that adds or changes one subscription tier, checked with the contract's tierRequestSchema
// (the server's rules). A name another offered tier has comes back from the server under the name.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Button,
  ColorSwatch,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useEffect } from 'react'
import {
  SUBSCRIPTION_MAX_MONTHLY_ALLOWANCE,
  SUBSCRIPTION_MIN_PRICE_RUPEES,
  TIER_BADGE_COLOURS,
  type TierBadgeColour,
} from '../../contract/constants'
import {
  MAX_TIER_NAME_LENGTH,
  MAX_TIER_PERKS_LENGTH,
  type Tier,
  type TierRequest,
  tierMessages,
  tierRequestSchema,
} from '../../contract/subscriptions'
import { describeFailure, serverMessage } from '../lib/api-error'
import { focusFirstInvalid } from '../lib/focus-first-error'
import { notify } from '../lib/notify'
import { useLabel } from '../lib/use-label'
import { zodValidate } from '../lib/zod-form'
import { useCreateTierMutation, useEditTierMutation } from './tiers-api'

interface FormValues {
  name: string
  price: number | string
  perks: string
  monthlyAllowance: number | string
  /** '' is the theme's colour. */
  badgeColour: string
}

const THEME_COLOUR = ''
/** Each badge colour's name (the value sent is Mantine's colour name). */
const COLOUR_LABELS: Record<TierBadgeColour, MessageDescriptor> = {
  gray: msg`Gray`,
  red: msg`Red`,
  pink: msg`Pink`,
  grape: msg`Grape`,
  violet: msg`Violet`,
  indigo: msg`Indigo`,
  blue: msg`Blue`,
  teal: msg`Teal`,
  green: msg`Green`,
  yellow: msg`Yellow`,
  orange: msg`Orange`,
}
const BADGE_OPTIONS: ReadonlyArray<{ value: string; label: MessageDescriptor }> = [
  { value: THEME_COLOUR, label: msg`Theme colour` },
  ...TIER_BADGE_COLOURS.map((colour) => ({ value: colour, label: COLOUR_LABELS[colour] })),
]

/** The badge's colour as CSS; the theme's primary colour for ''. */
export const swatchColour = (colour: string) =>
  colour ? `var(--mantine-color-${colour}-filled)` : 'var(--mantine-primary-color-filled)'

const blank: FormValues = { name: '', price: '', perks: '', monthlyAllowance: 1, badgeColour: THEME_COLOUR }

const valuesOf = (tier: Tier): FormValues => ({
  name: tier.name,
  price: tier.price,
  perks: tier.perks,
  monthlyAllowance: tier.monthlyAllowance,
  badgeColour: tier.badgeColour ?? THEME_COLOUR,
})

/** An empty number box is a missing value, not 0: the schema then says it is required. */
const numberOrMissing = (value: number | string) => (value === '' ? undefined : Number(value))

function requestOf(values: FormValues): TierRequest {
  return {
    name: values.name,
    price: numberOrMissing(values.price) as number,
    perks: values.perks,
    monthlyAllowance: numberOrMissing(values.monthlyAllowance),
    badgeColour: values.badgeColour === THEME_COLOUR ? null : (values.badgeColour as TierBadgeColour),
  }
}

const validateRequest = zodValidate<TierRequest>(tierRequestSchema)

interface TierFormDialogProps {
  /** The tier being changed; null adds a new one. */
  tier: Tier | null
  opened: boolean
  onClose: () => void
}

export function TierFormDialog({ tier, opened, onClose }: TierFormDialogProps) {
  const { t, i18n } = useLingui()
  const show = useLabel()
  const [create, creating] = useCreateTierMutation()
  const [edit, editing] = useEditTierMutation()
  const saving = creating.isLoading || editing.isLoading
  const form = useForm<FormValues>({
    initialValues: blank,
    validate: (values) => validateRequest(requestOf(values)),
  })

  // Each opening starts from the tier as it is now, or blank.
  // biome-ignore lint/correctness/useExhaustiveDependencies: form is a new object each render; reset on open only
  useEffect(() => {
    if (!opened) return
    form.setValues(tier ? valuesOf(tier) : blank)
    form.resetDirty()
    form.clearErrors()
  }, [tier, opened])

  async function submit(values: FormValues) {
    const request = requestOf(values)
    try {
      const answer = tier
        ? await edit({ id: tier.id, tier: request }).unwrap()
        : await create(request).unwrap()
      notify.success(answer.message)
      onClose()
    } catch (error) {
      // The server's words come in the language shown: compared with the contract's, translated alike.
      const message = serverMessage(describeFailure(error))
      if (message === show(tierMessages.nameTaken)) form.setFieldError('name', message)
      else notify.error(message ?? show(tierMessages.saveFailed))
    }
  }

  const tierName = tier?.name
  return (
    <Modal
      opened={opened}
      onClose={saving ? () => {} : onClose}
      title={tier ? t`Change ${tierName}` : t`New subscription tier`}
      centered
      closeButtonProps={{ 'aria-label': t`Close dialog`, disabled: saving }}
    >
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstInvalid)}>
        <Stack gap="md">
          <TextInput
            label={t`Tier name`}
            placeholder={t`Gold`}
            withAsterisk
            maxLength={MAX_TIER_NAME_LENGTH}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <NumberInput
              label={t`Monthly price`}
              description={t`Whole rupees, from ₹${SUBSCRIPTION_MIN_PRICE_RUPEES}.`}
              withAsterisk
              prefix="₹"
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              thousandsGroupStyle="lakh"
              {...form.getInputProps('price')}
            />
            <NumberInput
              label={t`Free cards a month`}
              description={t`Of your cards, their choice, once claiming opens.`}
              allowDecimal={false}
              allowNegative={false}
              min={0}
              max={SUBSCRIPTION_MAX_MONTHLY_ALLOWANCE}
              {...form.getInputProps('monthlyAllowance')}
            />
          </SimpleGrid>
          {tier ? <NoticeOfPriceChange /> : null}
          <Textarea
            label={t`What subscribers get`}
            placeholder={t`A free card every month, the gold badge on stream, subscriber-only cards`}
            withAsterisk
            autosize
            minRows={2}
            maxRows={6}
            maxLength={MAX_TIER_PERKS_LENGTH}
            {...form.getInputProps('perks')}
          />
          <Select
            label={t`Badge colour`}
            description={t`The subscriber badge on your stream and your page.`}
            data={BADGE_OPTIONS.map(({ value, label }) => ({ value, label: i18n._(label) }))}
            allowDeselect={false}
            leftSection={
              form.values.badgeColour ? (
                <ColorSwatch size={14} color={swatchColour(form.values.badgeColour)} aria-hidden />
              ) : null
            }
            renderOption={({ option }) => (
              <Group gap="xs" wrap="nowrap">
                <ColorSwatch size={14} color={swatchColour(option.value)} aria-hidden />
                {option.label}
              </Group>
            )}
            {...form.getInputProps('badgeColour')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              {tier ? t`Save` : t`Add tier`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

function NoticeOfPriceChange() {
  return (
    <Text size="xs" c="dimmed">
      <Trans>
        A new price is what new subscribers pay; existing subscribers pay it from their next month, after a
        notice.
      </Trans>
    </Text>
  )
}
