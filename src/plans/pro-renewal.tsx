// On the Profile's plan, for Creator Pro that runs to a date: renew it each month (₹349, after a
// pre-debit notice), or cancel the renewal in two taps; Pro then stays to its end and lapses.
import { Button, Group, Text } from '@mantine/core'
import { useState } from 'react'
import { CREATOR_PRO_PRICE_RUPEES } from '../../contract/constants'
import { formatDate } from '../../contract/dates'
import { formatRupees } from '../../contract/money'
import { planMessages } from '../../contract/plan-rules'
import { ConfirmDialog } from '../components/confirm-dialog'
import { describeFailure, serverMessage } from '../lib/api-error'
import { notify } from '../lib/notify'
import { useGetPlanQuery, useSetPlanRenewalMutation } from './plans-api'

export function ProRenewal({ proUntil }: { proUntil: string }) {
  const { data } = useGetPlanQuery()
  const [setRenewal, setting] = useSetPlanRenewalMutation()
  const [asking, setAsking] = useState(false)
  const renewal = data?.renewal ?? null
  const renews = renewal?.renews === true
  const end = formatDate(proUntil)

  async function change(next: boolean) {
    try {
      notify.success((await setRenewal({ renews: next }).unwrap()).message)
    } catch (error) {
      notify.error(serverMessage(describeFailure(error)) ?? planMessages.renewalFailed)
    } finally {
      setAsking(false)
    }
  }

  return (
    <>
      <Group justify="space-between" gap="sm" data-pro-renewal>
        <Text size="sm">
          {renews
            ? `Renews on ${end} for ${formatRupees(renewal?.amount ?? CREATOR_PRO_PRICE_RUPEES)}${renewal?.noticeSent ? ' (notice sent)' : ''}.`
            : `Ends on ${end}. Renew it each month for ${formatRupees(CREATOR_PRO_PRICE_RUPEES)}, after a notice by mail each time.`}
        </Text>
        {renews ? (
          <Button variant="default" color="red" onClick={() => setAsking(true)} disabled={setting.isLoading}>
            Cancel renewal
          </Button>
        ) : (
          <Button variant="light" onClick={() => void change(true)} loading={setting.isLoading}>
            Renew each month
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={asking}
        title="Cancel Creator Pro renewal?"
        confirmLabel="Cancel renewal"
        cancelLabel="Keep it"
        destructive
        loading={setting.isLoading}
        onConfirm={() => void change(false)}
        onCancel={() => setAsking(false)}
      >
        Nothing more is charged. Creator Pro stays until {end}; then your priced cards pause until you renew.
      </ConfirmDialog>
    </>
  )
}
