import { PDFParse } from 'pdf-parse'
import type { InvoicesResponse } from '../../contract/invoices'
import type { BusinessSettings } from '../../contract/settings'
import type { TestAccount } from './factories'
import type { Client } from './http'

/** Cardcast as a registered business in Karnataka, as an administrator fills in Settings → Business. */
export const KARNATAKA_BUSINESS: Partial<BusinessSettings> = {
  legalName: 'Cardcast Technologies Private Limited',
  address: '12 MG Road, Bengaluru 560001',
  state: '29',
  gstin: '29ABCDE1234F1ZW',
  sac: '998599',
}

export async function setBusinessDetails(client: Client, adminToken: string, business = KARNATAKA_BUSINESS) {
  const saved = await client.put('/auth/admin/settings', { business }, { token: adminToken })
  if (saved.status !== 200) throw new Error(`business details not saved: ${JSON.stringify(saved.body)}`)
}

export async function invoicesOf(client: Client, account: Pick<TestAccount, 'token'>) {
  const answer = await client.get<InvoicesResponse>('/auth/user/invoices', { token: account.token })
  if (answer.status !== 200) throw new Error(`invoices not listed: ${JSON.stringify(answer.body)}`)
  return answer.body.invoices
}

/** A document's bytes as a browser downloads them, with its type and file name. */
export async function download(baseUrl: string, path: string, token: string) {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition') ?? '',
    bytes: new Uint8Array(await response.arrayBuffer()),
  }
}

/** The text a PDF shows, as a reader would copy it. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: bytes })
  try {
    return (await parser.getText()).text
  } finally {
    await parser.destroy()
  }
}
