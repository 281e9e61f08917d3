import type { AdminInvoicesResponse } from '../../../../contract/invoices'
import { adminApi } from '../admin-api'
import type { PageArgs } from '../components/cursor-pages'

/** The Invoices screen's filters, as `GET /auth/admin/invoices` takes them. */
export interface InvoicesFilter {
  q: string
  document: '' | 'invoice' | 'credit_note'
  purpose: '' | 'pro' | 'subscription' | 'commission'
}

/** The filters as query parameters: an empty one is left out. */
export const invoiceParams = (filter: InvoicesFilter) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')) as Record<string, string>

const invoicesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminInvoices: build.query<AdminInvoicesResponse, InvoicesFilter & PageArgs>({
      query: ({ q, document, purpose, ...page }) => ({
        url: '/auth/admin/invoices',
        params: { ...invoiceParams({ q, document, purpose }), ...page },
      }),
    }),
  }),
})

export const { useGetAdminInvoicesQuery, useLazyGetAdminInvoicesQuery } = invoicesApi
