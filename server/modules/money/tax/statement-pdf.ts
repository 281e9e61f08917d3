import { formatDay } from '../../../../contract/dates'
import { STATEMENT_LINES, type Statement } from '../../../../contract/statements'
import { amountRows, pdfAmount, renderPdf } from './pdf'

/** A creator's financial-year statement as a one-page A4 PDF (contract/statements.ts). */
export function renderStatementPdf(statement: Statement, supplierName: string) {
  return renderPdf(
    { title: `Statement ${statement.financialYear} ${statement.creator.name}`, author: supplierName },
    (doc) => {
      doc.fontSize(18).font('Helvetica-Bold').text(`Creator statement ${statement.financialYear}`)
      doc.moveDown(0.5).fontSize(10).font('Helvetica')
      doc.text(`${formatDay(statement.from)} to ${formatDay(statement.to)}`)
      doc.text(`Issued by ${supplierName || 'Cardcast'}`)
      doc.moveDown().font('Helvetica-Bold').text('Creator').font('Helvetica')
      doc.text(statement.creator.legalName ?? statement.creator.name)
      if (statement.creator.panMasked) doc.text(`PAN: ${statement.creator.panMasked}`)
      if (statement.creator.gstin) doc.text(`GSTIN: ${statement.creator.gstin}`)
      doc.moveDown()
      amountRows(
        doc,
        STATEMENT_LINES.map(([field, label]) => [label, pdfAmount(statement[field] as number)]),
        ['Net earnings', 'Net paid out'],
      )
    },
  )
}
