// The signed-in user's tax invoices and credit notes: `GET /auth/user/invoices` (docs/tax.md). Their
// PDFs are downloaded with the session's credentials (download-invoice.ts), not kept in the store.
import type { InvoicesResponse } from '../../contract/invoices'
import { api } from '../api/api'

export const invoicesApi = api.enhanceEndpoints({ addTagTypes: ['Invoice'] }).injectEndpoints({
  endpoints: (build) => ({
    getInvoices: build.query<InvoicesResponse, void>({
      query: () => '/auth/user/invoices',
      providesTags: [{ type: 'Invoice', id: 'LIST' }],
    }),
  }),
})

export const { useGetInvoicesQuery } = invoicesApi
