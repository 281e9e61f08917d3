// The buyer's state for the GST invoice (docs/tax.md): asked beside the checkout button until the
// user has named one, then kept by the server (the next checkout sends nothing and the invoice uses
// the kept state). Optional: a buyer who names none is invoiced in the supplier's state.
import { useLingui } from '@lingui/react/macro'
import { NativeSelect } from '@mantine/core'
import { useState } from 'react'
import { useDispatch } from 'react-redux'
import { INDIAN_STATES, type IndianStateCode } from '../../contract/indian-states'
import type { BillingStateResponse } from '../../contract/invoices'
import { api } from '../api/api'
import { invoicesApi } from './invoices-api'

const billingStateApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBillingState: build.query<BillingStateResponse, void>({ query: () => '/auth/user/billing-state' }),
  }),
})

const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state.code, label: state.name }))

/**
 * The state to send with a checkout: undefined once the server keeps one (or while none is chosen).
 * `field` is the select to show, or null when nothing needs asking.
 */
export function useBillingState({ skip = false }: { skip?: boolean } = {}) {
  const { t } = useLingui()
  // Signed out (a streamer's page is open to everyone) there is nobody's state to read.
  const kept = billingStateApi.useGetBillingStateQuery(undefined, { skip })
  const dispatch = useDispatch()
  const [chosen, setChosen] = useState<IndianStateCode | ''>('')
  const asking = kept.isSuccess && kept.data.billingState === null
  return {
    billingState: asking && chosen ? chosen : undefined,
    field: asking ? (
      <NativeSelect
        aria-label={t`Your state, for the GST invoice`}
        data={[{ value: '', label: t`Your state (for the GST invoice)` }, ...STATE_OPTIONS]}
        value={chosen}
        onChange={(event) => setChosen(event.currentTarget.value as IndianStateCode | '')}
        maw={320}
      />
    ) : null,
    /** After a checkout: the kept state is read again, and the new invoice listed. */
    refresh: () => {
      if (!skip) void kept.refetch()
      dispatch(invoicesApi.util.invalidateTags([{ type: 'Invoice', id: 'LIST' }]))
    },
  }
}
