// /create-card: rarity, categories, title, description, price and one
// of the six preset images, validated with the contract's createCardSchema; a live preview beside it.
// Its cooldowns and its alert sound (card-stream-fields.tsx).
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Anchor,
  Box,
  Button,
  Checkbox,
  Fieldset,
  Grid,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useEffect, useRef, useState } from 'react'
import { Link, Navigate, useNavigate } from 'react-router'
import { cardMessages } from '../../../contract/card-messages'
import type { Card } from '../../../contract/cards'
import {
  CARD_CATEGORIES,
  DEFAULT_CARD_DURATION_SECONDS,
  MAX_CARD_DESCRIPTION_LENGTH,
  MAX_CARD_PRICE_RUPEES,
  MAX_CARD_TITLE_LENGTH,
  RARITIES,
  type Rarity,
} from '../../../contract/constants'
import { paths } from '../../../contract/paths'
import { planMessages } from '../../../contract/plan-rules'
import { useCreateCardMutation } from '../../api/cards-api'
import { CardStreamFields, streamFieldsToRequest } from '../../components/cards/card-stream-fields'
import { CardTile } from '../../components/cards/card-tile'
import { PageSection } from '../../components/page-section'
import { describeFailure, serverMessage } from '../../lib/api-error'
import { errorSummary, focusFirstError } from '../../lib/focus-first-error'
import { notify, toastFlows } from '../../lib/notify'
import { useSession } from '../../lib/session-slice'
import { useLabel } from '../../lib/use-label'
import { planPath } from '../../plans/plan-links'
import { cardBadges } from '../../subscriptions/card-lock-badge'
import { SubscribersOnlyFields } from '../../subscriptions/subscribers-only-fields'
import { type CardFormValues, initialCardForm, toCreateCardRequest, validateCardForm } from './card-form'
import { ImagePicker } from './image-picker'

/** The form's labels, for the error summary beside Create. */
const CARD_FIELD_LABELS: Record<string, MessageDescriptor> = {
  rarity: msg`Rarity`,
  price: msg`Price`,
  category: msg`Categories`,
  cardTitle: msg`Title`,
  description: msg`Description`,
  imageUrl: msg`Image`,
  cooldownSeconds: msg`Card cooldown`,
  viewerCooldownSeconds: msg`Viewer cooldown`,
  sound: msg`Sound`,
  minTierId: msg`Lowest tier`,
}

/** What the rarities and the categories read as; the values sent stay the contract's (English). */
const RARITY_LABELS: Record<Rarity, MessageDescriptor> = {
  Common: msg`Common`,
  Rare: msg`Rare`,
  Epic: msg`Epic`,
  Legendary: msg`Legendary`,
}
const CATEGORY_LABELS: Record<(typeof CARD_CATEGORIES)[number], MessageDescriptor> = {
  Challenge: msg`Challenge`,
  Reward: msg`Reward`,
  Punishment: msg`Punishment`,
}

export default function CreateCardPage() {
  const { t, i18n } = useLingui()
  const show = useLabel()
  const { role, user } = useSession()
  const isCreator = role === 'creator'
  const navigate = useNavigate()
  const [createCard, { isLoading }] = useCreateCardMutation()
  // Priced cards need Creator Pro: the server refuses them too; on the free plan the price stays Free.
  const mayPrice = user?.plan === 'pro'
  const form = useForm<CardFormValues>({
    initialValues: { ...initialCardForm(), ...(mayPrice ? {} : { price: 0 }) },
    validate: validateCardForm,
  })
  const formRef = useRef<HTMLFormElement>(null)
  const [submitted, setSubmitted] = useState(false)

  useEffect(() => {
    if (!isCreator) notify.error(show(cardMessages.creatorsOnly), 'creator-only')
  }, [isCreator, show])

  if (!isCreator) return <Navigate to={paths.login} replace />

  async function create(values: CardFormValues) {
    setSubmitted(true)
    if (!mayPrice && typeof values.price === 'number' && values.price > 0) {
      form.setFieldError('price', show(planMessages.proNeededToSell))
      focusFirstError(formRef.current, { price: true })
      return
    }
    try {
      await createCard({
        ...toCreateCardRequest(values),
        creatorName: user?.username ?? '',
        streamerEmailId: user?.emailId ?? '',
      }).unwrap()
      notify.success(show(cardMessages.created), toastFlows.createCard)
      navigate(paths.cardInventory)
    } catch (error) {
      const failure = describeFailure(error)
      if (failure.kind === 'http' && failure.status === 403) {
        notify.error(serverMessage(failure) ?? show(cardMessages.creationFailed), toastFlows.createCard)
      } else {
        notify.error(
          show(failure.kind === 'http' ? cardMessages.creationFailed : cardMessages.unexpected),
          toastFlows.createCard,
        )
      }
    }
  }

  const { values } = form
  // Beside Create once a submit failed, until every field is right again.
  const fieldLabels = Object.fromEntries(
    Object.entries(CARD_FIELD_LABELS).map(([field, label]) => [field, i18n._(label)]),
  )
  const summary = submitted ? errorSummary(form.errors, fieldLabels) : null
  const preview: Card = {
    _id: 'preview',
    cardTitle: values.cardTitle.trim() || t`Your card title`,
    description: values.description.trim() || t`What the streamer has to do when this card is used.`,
    imageUrl: values.imageUrl,
    category: values.category,
    rarity: (values.rarity as Rarity | null) ?? 'Common',
    price: typeof values.price === 'number' ? values.price : 0,
    creatorName: user?.username ?? '',
    streamerEmailId: user?.emailId ?? '',
    duration: DEFAULT_CARD_DURATION_SECONDS,
    ...streamFieldsToRequest(values),
    subscribersOnly: values.subscribersOnly,
  }

  return (
    <PageSection
      title={t`Create Card`}
      description={t`Publish a new challenge or reward card for your viewers.`}
    >
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <form
            ref={formRef}
            noValidate
            onSubmit={form.onSubmit(create, (errors) => {
              setSubmitted(true)
              focusFirstError(formRef.current, errors)
            })}
          >
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <Select
                  label={t`Rarity`}
                  placeholder={t`Choose a rarity`}
                  data={RARITIES.map((rarity) => ({ value: rarity, label: i18n._(RARITY_LABELS[rarity]) }))}
                  withAsterisk
                  {...form.getInputProps('rarity')}
                />
                <NumberInput
                  label={t`Price (₹)`}
                  description={
                    mayPrice ? (
                      t`0 makes the card free`
                    ) : (
                      <Trans>
                        Free plan: free cards only.{' '}
                        <Anchor component={Link} to={planPath} inherit>
                          Sell priced cards with Creator Pro
                        </Anchor>
                      </Trans>
                    )
                  }
                  // On the free plan the price stays at Free: nothing to type that the server refuses.
                  disabled={!mayPrice}
                  withAsterisk
                  min={0}
                  max={MAX_CARD_PRICE_RUPEES}
                  // A price over the maximum is refused with the contract's message, never quietly
                  // lowered to the maximum on blur (Mantine's default).
                  clampBehavior="none"
                  decimalScale={2}
                  allowNegative={false}
                  inputMode="decimal"
                  {...form.getInputProps('price')}
                />
              </SimpleGrid>
              <Checkbox.Group label={t`Categories`} {...form.getInputProps('category')}>
                <Group gap="lg" mt={8}>
                  {CARD_CATEGORIES.map((category) => (
                    <Checkbox key={category} value={category} label={i18n._(CATEGORY_LABELS[category])} />
                  ))}
                </Group>
              </Checkbox.Group>
              <TextInput
                label={t`Title`}
                withAsterisk
                maxLength={MAX_CARD_TITLE_LENGTH}
                {...form.getInputProps('cardTitle')}
              />
              <Textarea
                label={t`Description`}
                withAsterisk
                autosize
                minRows={3}
                maxRows={8}
                maxLength={MAX_CARD_DESCRIPTION_LENGTH}
                {...form.getInputProps('description')}
              />
              <ImagePicker
                value={values.imageUrl}
                onChange={(imageUrl) => form.setFieldValue('imageUrl', imageUrl)}
                error={form.errors.imageUrl as string | undefined}
              />
              <Fieldset
                legend={t`On stream`}
                variant="unstyled"
                styles={{ legend: { fontWeight: 700, marginBottom: 'var(--mantine-spacing-xs)' } }}
              >
                <CardStreamFields inputProps={(field) => form.getInputProps(field)} sound={values.sound} />
              </Fieldset>
              <SubscribersOnlyFields
                subscribersOnly={values.subscribersOnly}
                inputProps={(field, type) => form.getInputProps(field, type ? { type } : undefined)}
              />
              <Group justify="flex-end" gap="sm" mt="sm">
                {summary ? (
                  <Text c="red" size="sm" role="alert" mr="auto">
                    {summary}
                  </Text>
                ) : null}
                <Button component={Link} to={paths.myCards} variant="default">
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" loading={isLoading}>
                  <Trans>Create</Trans>
                </Button>
              </Group>
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Box pos={{ md: 'sticky' }} top={88} maw={360} mx="auto">
            <Text size="sm" fw={600} c="dimmed" mb="xs" id="card-preview-label">
              <Trans>Preview</Trans>
            </Text>
            <Box aria-labelledby="card-preview-label" role="region">
              <CardTile card={preview} badges={cardBadges(preview)} />
            </Box>
          </Box>
        </Grid.Col>
      </Grid>
    </PageSection>
  )
}
