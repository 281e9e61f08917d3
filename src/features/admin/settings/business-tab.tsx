import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { PRODUCT_NAME } from '../../../../contract/constants'
import { INDIAN_STATES } from '../../../../contract/indian-states'
import {
  type AdminSettings,
  businessDetailsComplete,
  businessSettingsSchema,
} from '../../../../contract/settings'
import { focusFirstInvalid } from '../../../lib/focus-first-error'
import { zodValidate } from '../../../lib/zod-form'
import { STATE_NAMES } from './state-names'
import { useSaveSettings } from './use-save-settings'

/**
 * Business: who Cardcast is on its tax invoices (legal name, address, state, GSTIN, SAC), the tax
 * rates it applies (docs/tax.md), and the grievance officer /grievance names (docs/privacy.md). Production sells nothing until the particulars are complete.
 */
type BusinessForm = AdminSettings['business']

export function BusinessTab({ settings }: { settings: BusinessForm }) {
  const { t, i18n } = useLingui()
  const stateOptions = [
    { value: '', label: t`Choose a state` },
    ...INDIAN_STATES.map((state) => ({
      value: state.code,
      label: `${i18n._(STATE_NAMES[state.code])} (${state.code})`,
    })),
  ]
  const { save, saving } = useSaveSettings()
  const form = useForm<BusinessForm>({
    // A copy: the cached answer is frozen, and the form writes into its values as they are typed.
    initialValues: { ...settings },
    validate: zodValidate<BusinessForm>(businessSettingsSchema),
  })
  const complete = businessDetailsComplete(settings)

  async function saveBusiness(values: BusinessForm) {
    // The form's state is one of the listed codes (or none); the server checks it again.
    const saved = await save({ business: businessSettingsSchema.parse(values) })
    if (saved) form.resetDirty({ ...saved.business })
  }

  const percent = (field: keyof BusinessForm, label: string) => (
    <NumberInput label={label} suffix="%" min={0} max={100} decimalScale={2} {...form.getInputProps(field)} />
  )

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={820}>
      <form noValidate onSubmit={form.onSubmit(saveBusiness, focusFirstInvalid)}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            <Trans>Business details</Trans>
          </Title>
          {complete ? null : (
            <Alert color="yellow" variant="light">
              <Trans>
                Tax invoices name these particulars. In production nothing is sold until legal name, address,
                state, GSTIN and SAC are set.
              </Trans>
            </Alert>
          )}
          <TextInput label={t`Legal name`} withAsterisk {...form.getInputProps('legalName')} />
          <Textarea label={t`Address`} autosize minRows={2} withAsterisk {...form.getInputProps('address')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <NativeSelect
              label={t`State of registration`}
              data={stateOptions}
              withAsterisk
              {...form.getInputProps('state')}
            />
            {/* i18n-ignore: GSTIN and SAC are the tax law's names, in Hindi too */}
            <TextInput label="GSTIN" maxLength={15} withAsterisk {...form.getInputProps('gstin')} />
            {/* i18n-ignore */}
            <TextInput label="SAC" maxLength={6} withAsterisk {...form.getInputProps('sac')} />
          </SimpleGrid>
          <Title order={3} fz="md" mt="sm">
            <Trans>Tax rates</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              The rates in force when {PRODUCT_NAME} was built; have a chartered accountant confirm them.
            </Trans>
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {percent('gstRatePercent', t`GST rate`)}
            {percent('tdsRatePercent', t`TDS rate (194-O)`)}
            {percent('tdsNoPanRatePercent', t`TDS rate without PAN`)}
            <NumberInput
              label={t`TDS threshold`}
              description={t`Gross per financial year, with a PAN.`}
              prefix="₹"
              min={0}
              thousandSeparator=","
              // Rupees are grouped the Indian way (contract/money.ts): ₹5,00,000.
              thousandsGroupStyle="lakh"
              {...form.getInputProps('tdsThresholdRupees')}
            />
            {percent('tcsRatePercent', t`TCS rate (GST)`)}
          </SimpleGrid>
          <Title order={3} fz="md" mt="sm">
            <Trans>Grievance officer</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              Named on the Grievances page, as the IT Rules require. An empty address is the business address;
              an empty email is ADMIN_EMAIL.
            </Trans>
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t`Grievance officer name`} {...form.getInputProps('grievanceOfficerName')} />
            <TextInput
              label={t`Grievance officer email`}
              type="email"
              {...form.getInputProps('grievanceOfficerEmail')}
            />
          </SimpleGrid>
          <Textarea
            label={t`Grievance officer address`}
            autosize
            minRows={2}
            {...form.getInputProps('grievanceOfficerAddress')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              <Trans>Save business details</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
