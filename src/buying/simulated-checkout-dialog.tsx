// The in-app stand-in for the payment provider's checkout (DESIGN.md: PAYMENTS_SIMULATED), shown when a
// payment order answers `provider: 'simulated'`. 'Pay' completes the order, 'Fail' declines it.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { PRODUCT_NAME } from '../../contract/constants'
import { formatRupees } from '../../contract/money'

export interface SimulatedCheckoutProps {
  opened: boolean
  cardTitle: string
  /** Rupees, as the order answered. */
  amount: number
  busy: 'success' | 'failure' | null
  onPay: () => void
  onFail: () => void
  onDismiss: () => void
}

export function SimulatedCheckoutDialog({
  opened,
  cardTitle,
  amount,
  busy,
  onPay,
  onFail,
  onDismiss,
}: SimulatedCheckoutProps) {
  const { t } = useLingui()
  const price = formatRupees(amount)
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => {} : onDismiss}
      title={t`${PRODUCT_NAME} test checkout`}
      centered
      closeButtonProps={{ 'aria-label': t`Close checkout`, disabled: busy !== null }}
    >
      <Stack gap="xs">
        <Badge color="yellow" variant="light" w="fit-content">
          <Trans>Test mode: no money is charged</Trans>
        </Badge>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {cardTitle}
        </Text>
        <Text fz={32} fw={800} aria-label={t`Amount ${price}`}>
          {price}
        </Text>
      </Stack>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button
          variant="light"
          color="red"
          onClick={onFail}
          loading={busy === 'failure'}
          disabled={busy === 'success'}
        >
          <Trans>Fail</Trans>
        </Button>
        <Button onClick={onPay} loading={busy === 'success'} disabled={busy === 'failure'} data-autofocus>
          <Trans>Pay</Trans>
        </Button>
      </Group>
    </Modal>
  )
}
