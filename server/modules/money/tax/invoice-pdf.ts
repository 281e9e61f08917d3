import { formatDay } from '../../../../contract/dates'
import { documentLabels, type Invoice } from '../../../../contract/invoices'
import { amountRows, pdfAmount, renderPdf } from './pdf'

/**
 * A tax invoice or credit note as a one-page A4 PDF with the particulars Rule 46 of the CGST Rules
 * asks for (docs/tax.md): the supplier's name, address and GSTIN; the serial and date; the
 * recipient's name, state and GSTIN; the place of supply; the SAC; the taxable value; each tax's rate
 * and amount; and the total.
 */
export function renderInvoicePdf(invoice: Invoice) {
  const title = documentLabels[invoice.document]
  return renderPdf({ title: `${title} ${invoice.serial}`, author: invoice.supplier.name }, (doc) => {
    doc.fontSize(18).font('Helvetica-Bold').text(title)
    doc.moveDown(0.5).fontSize(10).font('Helvetica')
    doc.text(`Serial: ${invoice.serial}`)
    doc.text(`Date: ${formatDay(invoice.date)}`)
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
    const rows: [string, string][] = [['Taxable value', pdfAmount(invoice.taxable)]]
    const half = invoice.gstRate / 2
    if (invoice.igst > 0 || (invoice.cgst === 0 && invoice.sgst === 0)) {
      rows.push([`IGST @ ${invoice.gstRate}%`, pdfAmount(invoice.igst)])
    } else {
      rows.push([`CGST @ ${half}%`, pdfAmount(invoice.cgst)], [`SGST @ ${half}%`, pdfAmount(invoice.sgst)])
    }
    if (invoice.onBehalf > 0) {
      rows.push(['Collected on behalf of the creator (no GST)', pdfAmount(invoice.onBehalf)])
    }
    rows.push(['Total', pdfAmount(invoice.total)])
    doc.moveDown(0.5)
    amountRows(doc, rows, ['Total'])
    doc.moveDown(2).fontSize(8)
    doc.text(
      'Tax is not payable on reverse charge. This is a computer-generated document and needs no signature.',
      50,
    )
  })
}
