import type { Invoice, InvoiceLine } from '@grofresh/contracts';
import { amount, footLines, headFacts, titleOf, totalRows, type Pdf } from './invoice-pdf-words';

/**
 * The A4 invoice: the seller and the document's facts side by side, the buyer, a table of the
 * lines with rule 46's columns, the totals on the right, and the closing lines.
 */

const LEFT = 40;
const RIGHT = 555;
/** The table's columns: heading, left edge, width; numbers sit right-aligned. */
const COLUMNS = [
  { head: 'Description', x: 40, w: 146 },
  { head: 'HSN', x: 190, w: 44 },
  { head: 'Qty', x: 236, w: 26 },
  { head: 'MRP (Rs.)', x: 264, w: 48 },
  { head: 'Rate', x: 314, w: 30 },
  { head: 'Taxable value', x: 348, w: 56 },
  { head: 'CGST', x: 406, w: 48 },
  { head: 'SGST', x: 456, w: 48 },
  { head: 'Total (Rs.)', x: 506, w: 49 },
] as const;

function cellsOf(line: InvoiceLine): string[] {
  const name =
    line.discount > 0 ? `${line.name}\nless ${amount(line.discount)} Grocoins` : line.name;
  return [
    name,
    line.hsn ?? '-',
    String(line.quantity),
    amount(line.unitPrice),
    line.gstRate === null ? '-' : `${line.gstRate}%`,
    amount(line.taxableValue),
    amount(line.cgst),
    amount(line.sgst),
    amount(line.total),
  ];
}

/** One table row at the current y; returns nothing, leaves doc.y under the row. */
function row(doc: Pdf, cells: string[], bold = false) {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
  const y = doc.y;
  let bottom = y;
  COLUMNS.forEach((c, i) => {
    const align = i < 2 ? 'left' : 'right';
    doc.text(cells[i] ?? '', c.x, y, { width: c.w, align });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom + 4;
  rule(doc);
}

function rule(doc: Pdf) {
  doc
    .moveTo(LEFT, doc.y - 2)
    .lineTo(RIGHT, doc.y - 2)
    .lineWidth(0.5)
    .strokeColor('#999')
    .stroke();
  doc.y += 2;
}

const tableHead = (doc: Pdf) =>
  row(
    doc,
    COLUMNS.map((c) => c.head),
    true,
  );

export function drawA4(doc: Pdf, invoice: Invoice) {
  const facts = headFacts(invoice);
  doc.font('Helvetica-Bold').fontSize(16).text(titleOf(invoice), LEFT, 40, { align: 'center' });
  const top = doc.y + 10;
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(facts.seller[0] ?? '', LEFT, top, { width: 260 });
  doc.font('Helvetica').fontSize(9).text(facts.seller.slice(1).join('\n'), { width: 260 });
  const sellerBottom = doc.y;
  doc.y = top;
  for (const [label, value] of facts.document) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(9).text(`${label}:`, 330, y, { width: 80 });
    const below = doc.y;
    doc.font('Helvetica-Bold').text(value ?? '', 395, y, { width: 160, align: 'right' });
    doc.y = Math.max(below, doc.y);
  }
  doc.y = Math.max(sellerBottom, doc.y) + 12;

  const { buyer } = invoice;
  doc.font('Helvetica-Bold').fontSize(9).text('Bill to', LEFT, doc.y);
  doc.font('Helvetica').text([buyer.name, buyer.phone, buyer.address].filter(Boolean).join('\n'), {
    width: 300,
  });
  doc.y += 12;

  tableHead(doc);
  for (const line of invoice.lines) {
    // A row that would run into the bottom margin starts a new page, under the heading again.
    if (doc.y > doc.page.height - 90) {
      doc.addPage();
      tableHead(doc);
    }
    row(doc, cellsOf(line));
  }

  doc.y += 6;
  if (doc.y > doc.page.height - 200) doc.addPage();
  for (const [label, value, bold] of totalRows(invoice)) {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 10 : 9);
    doc.text(label, 330, y, { width: 130 });
    doc.text(value, 460, y, { width: 95, align: 'right' });
    doc.y += 2;
  }

  doc.y += 16;
  doc.font('Helvetica').fontSize(8);
  for (const text of footLines(invoice)) doc.text(text, LEFT, doc.y, { width: RIGHT - LEFT });
}
