import { Trans, useLingui } from '@lingui/react/macro'
import {
  Button,
  Group,
  Input,
  NativeSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import {
  DEFAULT_INVOICE_PREFIX,
  PAYMENT_GATEWAYS,
  type PaymentSettings,
  paymentSettingsSchema,
  SETTINGS_CURRENCIES,
} from '../../../../contract/settings'
import { focusFirstInvalid } from '../../../lib/focus-first-error'
import { zodValidate } from '../../../lib/zod-form'
import { SecretField } from './secret-field'
import { useSaveSettings } from './use-save-settings'

// The gateways' brand names, the same in every language.
const gatewayLabels: Record<PaymentSettings['paymentGateway'], string> = {
  stripe: 'Stripe',
  paypal: 'PayPal',
  razorpay: 'Razorpay',
}
const gatewayOptions = PAYMENT_GATEWAYS.map((value) => ({ value, label: gatewayLabels[value] }))

/** Payment: the gateway and its keys (secrets masked), currency, tax rate and invoice prefix. */
export function PaymentTab({ settings }: { settings: PaymentSettings }) {
  const { t } = useLingui()
  const { save, saving } = useSaveSettings()
  const form = useForm<PaymentSettings>({
    // A copy: the cached answer is frozen, and the form writes into nested objects (razorpay.mode).
    initialValues: structuredClone(settings),
    validate: zodValidate<PaymentSettings>(paymentSettingsSchema),
  })
  const values = form.getValues()
  const mode = values.razorpay.mode

  async function savePayment(payment: PaymentSettings) {
    // Masked secrets go back as they came: the server keeps the stored ones.
    const saved = await save({ payment })
    if (saved) {
      form.setValues(structuredClone(saved.payment))
      form.resetDirty(structuredClone(saved.payment))
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={820}>
      <form noValidate onSubmit={form.onSubmit(savePayment, focusFirstInvalid)}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            <Trans>Payment Gateway</Trans>
          </Title>
          <NativeSelect
            label={t`Payment Gateway`}
            data={gatewayOptions}
            maw={320}
            {...form.getInputProps('paymentGateway')}
          />
          {values.paymentGateway === 'stripe' ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t`Stripe Public Key`}
                autoComplete="off"
                {...form.getInputProps('stripePublicKey')}
              />
              <SecretField form={form} path="stripeSecretKey" label={t`Stripe Secret Key`} />
            </SimpleGrid>
          ) : null}
          {values.paymentGateway === 'paypal' ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t`PayPal Client ID`}
                autoComplete="off"
                {...form.getInputProps('paypalClientId')}
              />
              <SecretField form={form} path="paypalSecret" label={t`PayPal Secret`} />
            </SimpleGrid>
          ) : null}
          {values.paymentGateway === 'razorpay' ? (
            <Stack gap="md">
              <Input.Wrapper label={t`Razorpay Mode`} id="razorpay-mode" labelElement="div">
                <div>
                  <SegmentedControl
                    aria-labelledby="razorpay-mode-label"
                    data={[
                      { value: 'test', label: t`Test` },
                      { value: 'live', label: t`Live` },
                    ]}
                    {...form.getInputProps('razorpay.mode')}
                  />
                </div>
              </Input.Wrapper>
              {/* Only the chosen mode's keys; the other mode's stay stored as they are. */}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {mode === 'live' ? (
                  <>
                    <TextInput
                      key="liveKeyId"
                      label={t`Live Key ID`}
                      autoComplete="off"
                      {...form.getInputProps('razorpay.liveKeyId')}
                    />
                    <SecretField
                      key="liveKeySecret"
                      form={form}
                      path="razorpay.liveKeySecret"
                      label={t`Live Key Secret`}
                    />
                  </>
                ) : (
                  <>
                    <TextInput
                      key="testKeyId"
                      label={t`Test Key ID`}
                      autoComplete="off"
                      {...form.getInputProps('razorpay.testKeyId')}
                    />
                    <SecretField
                      key="testKeySecret"
                      form={form}
                      path="razorpay.testKeySecret"
                      label={t`Test Key Secret`}
                    />
                  </>
                )}
              </SimpleGrid>
            </Stack>
          ) : null}
          <Title order={2} fz="lg" mt="sm">
            <Trans>Invoicing</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <NativeSelect
              label={t`Currency`}
              data={[...SETTINGS_CURRENCIES]}
              {...form.getInputProps('currency')}
            />
            <NumberInput
              label={t`Tax Rate (%)`}
              min={0}
              max={100}
              decimalScale={2}
              suffix="%"
              {...form.getInputProps('taxRate')}
            />
            <TextInput
              label={t`Invoice Prefix`}
              placeholder={DEFAULT_INVOICE_PREFIX}
              {...form.getInputProps('invoicePrefix')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              <Trans>Save Settings</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
