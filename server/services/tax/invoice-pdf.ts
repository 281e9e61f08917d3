import PDFDocument from 'pdfkit'
import { documentLabels, type Invoice } from '../../../contract/invoices'

// The standard PDF fonts have no rupee sign; amounts are written 'INR 1,234.56' instead.
const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const amount = (rupees: number) => `INR ${inr.format(rupees)}`

/**
 * A tax invoice or credit note as a one-page A4 PDF with the particulars Rule 46 of the CGST Rules
 * asks for (docs/tax.md): the supplier's name, address and GSTIN; the serial and date; the
 * recipient's name, state and GSTIN; the place of supply; the SAC; the taxable value; each tax's rate
 * and amount; and the total.
 */
export function renderInvoicePdf(invoice: Invoice): Promise<Buffer<ArrayBuffer>> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${documentLabels[invoice.document]} ${invoice.serial}`, Author: invoice.supplier.name },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer<ArrayBuffer>>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  doc.fontSize(18).font('Helvetica-Bold').text(documentLabels[invoice.document])
  doc.moveDown(0.5).fontSize(10).font('Helvetica')
  doc.text(`Serial: ${invoice.serial}`)
  doc.text(`Date: ${invoice.date}`)
  if (invoice.originalSerial) doc.text(`Against invoice: ${invoice.originalSerial}`)

  doc.moveDown().font('Helvetica-Bold').text('Supplier').font('Helvetica')
  doc.text(invoice.supplier.name || '(legal name not set)')
  doc.text(invoice.supplier.address || '(address not set)')
  doc.text(`State: ${invoice.supplier.state || '(not set)'}`)
  doc.text(`GSTIN: ${invoice.supplier.gstin || '(not set)'}`)

  doc.moveDown().font('Helvetica-Bold').text('Recipient').font('Helvetica')
  doc.text(invoice.recipient.name)
  doc.text(invoice.recipient.email)
  doc.text(`State: ${invoice.recipient.state ?? 'not given'}`)
  if (invoice.recipient.gstin) doc.text(`GSTIN: ${invoice.recipient.gstin}`)
  doc.text(`Place of supply: ${invoice.placeOfSupply || '(not set)'}`)

  doc.moveDown().font('Helvetica-Bold').text('Supply').font('Helvetica')
  doc.text(invoice.description)
  doc.text(`SAC: ${invoice.sac}`)
  const rows: [string, string][] = [['Taxable value', amount(invoice.taxable)]]
  const half = invoice.gstRate / 2
  if (invoice.igst > 0 || (invoice.cgst === 0 && invoice.sgst === 0)) {
    rows.push([`IGST @ ${invoice.gstRate}%`, amount(invoice.igst)])
  } else {
    rows.push([`CGST @ ${half}%`, amount(invoice.cgst)], [`SGST @ ${half}%`, amount(invoice.sgst)])
  }
  if (invoice.onBehalf > 0)
    rows.push(['Collected on behalf of the creator (no GST)', amount(invoice.onBehalf)])
  rows.push(['Total', amount(invoice.total)])
  doc.moveDown(0.5)
  for (const [label, value] of rows) {
    const y = doc.y
    doc.font(label === 'Total' ? 'Helvetica-Bold' : 'Helvetica').text(label, 50, y, { width: 330 })
    doc.text(value, 380, y, { width: 165, align: 'right' })
  }
  doc.moveDown(2).font('Helvetica').fontSize(8)
  doc.text(
    'Tax is not payable on reverse charge. This is a computer-generated document and needs no signature.',
    50,
  )
  doc.end()
  return done
}
