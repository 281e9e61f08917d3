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
import { INDIAN_STATES } from '../../../../contract/indian-states'
import {
  type AdminSettings,
  businessDetailsComplete,
  businessSettingsSchema,
} from '../../../../contract/settings'
import { focusFirstInvalid } from '../../../lib/focus-first-error'
import { zodValidate } from '../../../lib/zod-form'
import { useSaveSettings } from './use-save-settings'

const STATE_OPTIONS = [
  { value: '', label: 'Choose a state' },
  ...INDIAN_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` })),
]

/**
 * Business: who Cardcast is on its tax invoices (legal name, address, state, GSTIN, SAC), the tax
 * rates it applies (docs/tax.md), and the grievance officer /grievance names (docs/privacy.md). Production sells nothing until the particulars are complete.
 */
type BusinessForm = AdminSettings['business']

export function BusinessTab({ settings }: { settings: BusinessForm }) {
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
            Business details
          </Title>
          {complete ? null : (
            <Alert color="yellow" variant="light">
              Tax invoices name these particulars. In production nothing is sold until legal name, address,
              state, GSTIN and SAC are set.
            </Alert>
          )}
          <TextInput label="Legal name" withAsterisk {...form.getInputProps('legalName')} />
          <Textarea label="Address" autosize minRows={2} withAsterisk {...form.getInputProps('address')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <NativeSelect
              label="State of registration"
              data={STATE_OPTIONS}
              withAsterisk
              {...form.getInputProps('state')}
            />
            <TextInput label="GSTIN" maxLength={15} withAsterisk {...form.getInputProps('gstin')} />
            <TextInput label="SAC" maxLength={6} withAsterisk {...form.getInputProps('sac')} />
          </SimpleGrid>
          <Title order={3} fz="md" mt="sm">
            Tax rates
          </Title>
          <Text size="sm" c="dimmed">
            The rates in force when Cardcast was built; have a chartered accountant confirm them.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {percent('gstRatePercent', 'GST rate')}
            {percent('tdsRatePercent', 'TDS rate (194-O)')}
            {percent('tdsNoPanRatePercent', 'TDS rate without PAN')}
            <NumberInput
              label="TDS threshold"
              description="Gross per financial year, with a PAN."
              prefix="₹"
              min={0}
              thousandSeparator=","
              {...form.getInputProps('tdsThresholdRupees')}
            />
            {percent('tcsRatePercent', 'TCS rate (GST)')}
          </SimpleGrid>
          <Title order={3} fz="md" mt="sm">
            Grievance officer
          </Title>
          <Text size="sm" c="dimmed">
            Named on the Grievances page, as the IT Rules require. An empty address is the business address;
            an empty email is ADMIN_EMAIL.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Grievance officer name" {...form.getInputProps('grievanceOfficerName')} />
            <TextInput
              label="Grievance officer email"
              type="email"
              {...form.getInputProps('grievanceOfficerEmail')}
            />
          </SimpleGrid>
          <Textarea
            label="Grievance officer address"
            autosize
            minRows={2}
            {...form.getInputProps('grievanceOfficerAddress')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              Save business details
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
