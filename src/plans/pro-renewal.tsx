// On the Profile's plan, for Creator Pro that runs to a date: renew it each month (₹349, after a
// pre-debit notice), or cancel the renewal in two taps; Pro then stays to its end and lapses.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Text } from '@mantine/core'
import { useState } from 'react'
import { CREATOR_PRO_PRICE_RUPEES } from '../../contract/constants'
import { formatRupees } from '../../contract/money'
import { planMessages } from '../../contract/plan-rules'
import { ConfirmDialog } from '../components/confirm-dialog'
import { describeFailure, serverMessage } from '../lib/api-error'
import { notify } from '../lib/notify'
import { useDates } from '../lib/use-dates'
import { useLabel } from '../lib/use-label'
import { useGetPlanQuery, useSetPlanRenewalMutation } from './plans-api'

export function ProRenewal({ proUntil }: { proUntil: string }) {
  const { t } = useLingui()
  const show = useLabel()
  const dates = useDates()
  const { data } = useGetPlanQuery()
  const [setRenewal, setting] = useSetPlanRenewalMutation()
  const [asking, setAsking] = useState(false)
  const renewal = data?.renewal ?? null
  const renews = renewal?.renews === true
  const end = dates.date(proUntil)
  const amount = formatRupees(renewal?.amount ?? CREATOR_PRO_PRICE_RUPEES)
  const price = formatRupees(CREATOR_PRO_PRICE_RUPEES)

  async function change(next: boolean) {
    try {
      notify.success((await setRenewal({ renews: next }).unwrap()).message)
    } catch (error) {
      notify.error(serverMessage(describeFailure(error)) ?? show(planMessages.renewalFailed))
    } finally {
      setAsking(false)
    }
  }

  return (
    <>
      <Group justify="space-between" gap="sm" data-pro-renewal>
        <Text size="sm">
          {renews
            ? renewal?.noticeSent
              ? t`Renews on ${end} for ${amount} (notice sent).`
              : t`Renews on ${end} for ${amount}.`
            : t`Ends on ${end}. Renew it each month for ${price}, after a notice by mail each time.`}
        </Text>
        {renews ? (
          <Button variant="default" color="red" onClick={() => setAsking(true)} disabled={setting.isLoading}>
            <Trans>Cancel renewal</Trans>
          </Button>
        ) : (
          <Button variant="light" onClick={() => void change(true)} loading={setting.isLoading}>
            <Trans>Renew each month</Trans>
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={asking}
        title={t`Cancel Creator Pro renewal?`}
        confirmLabel={t`Cancel renewal`}
        cancelLabel={t`Keep it`}
        destructive
        loading={setting.isLoading}
        onConfirm={() => void change(false)}
        onCancel={() => setAsking(false)}
      >
        <Trans>
          Nothing more is charged. Creator Pro stays until {end}; then your priced cards pause until you
          renew.
        </Trans>
      </ConfirmDialog>
    </>
  )
}
