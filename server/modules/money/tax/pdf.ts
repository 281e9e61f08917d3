import PDFDocument from 'pdfkit'

// The standard PDF fonts have no rupee sign; amounts are written 'INR 1,234.56' instead.
const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
// `+ 0`: a negative zero (0 negated, as a statement's empty deduction lines are) prints 0.00, not -0.00.
export const pdfAmount = (rupees: number) => `INR ${inr.format(rupees + 0)}`

/** An A4 document drawn by `draw`, as bytes. */
export function renderPdf(
  info: { title: string; author: string },
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer<ArrayBuffer>> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: info.title, Author: info.author } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer<ArrayBuffer>>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  draw(doc)
  doc.end()
  return done
}

/** Label and amount rows, the amount right-aligned; a row named in `bold` is set in bold. */
export function amountRows(
  doc: PDFKit.PDFDocument,
  rows: ReadonlyArray<[string, string]>,
  bold: string[] = [],
) {
  for (const [label, value] of rows) {
    const y = doc.y
    doc.font(bold.includes(label) ? 'Helvetica-Bold' : 'Helvetica').text(label, 50, y, { width: 330 })
    doc.text(value, 380, y, { width: 165, align: 'right' })
  }
  doc.font('Helvetica')
}
