import type { Invoice } from '@grofresh/contracts';
import {
  amount,
  footLines,
  headFacts,
  rs,
  titleOf,
  totalRows,
  type Pdf,
} from './invoice-pdf-words';

/**
 * The 80 mm thermal roll for the counter: the A4's facts in one narrow column, each line as
 * its name, quantity × MRP and total, then its HSN, rate and tax in small type.
 */

/** 80 mm paper, in points (72 to the inch), and the printer's unprintable edge. */
export const ROLL_WIDTH = 226;
export const ROLL_MARGIN = 10;
const X = ROLL_MARGIN;
const W = ROLL_WIDTH - 2 * ROLL_MARGIN;

/** A label on the left and its value on the right of one line. */
function pair(doc: Pdf, label: string, value: string, bold = false) {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 9 : 8);
  const y = doc.y;
  doc.text(label, X, y, { width: W - 80 });
  const below = doc.y;
  doc.text(value, X + W - 80, y, { width: 80, align: 'right' });
  doc.y = Math.max(below, doc.y) + 1;
}

function dashes(doc: Pdf) {
  doc.y += 3;
  doc
    .moveTo(X, doc.y)
    .lineTo(X + W, doc.y)
    .dash(2, { space: 2 })
    .lineWidth(0.5)
    .stroke();
  doc.undash();
  doc.y += 5;
}

export function drawRoll(doc: Pdf, invoice: Invoice) {
  const facts = headFacts(invoice);
  doc.font('Helvetica-Bold').fontSize(11).text(titleOf(invoice), X, ROLL_MARGIN, {
    width: W,
    align: 'center',
  });
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(facts.seller[0] ?? '', { width: W, align: 'center' });
  doc.font('Helvetica').fontSize(8);
  doc.text(facts.seller.slice(1).join('\n'), { width: W, align: 'center' });
  dashes(doc);
  for (const [label, value] of facts.document) pair(doc, label ?? '', value ?? '');
  const { buyer } = invoice;
  doc.font('Helvetica').fontSize(8);
  doc.text(
    `Bill to: ${[buyer.name, buyer.phone, buyer.address].filter(Boolean).join(', ')}`,
    X,
    doc.y,
    {
      width: W,
    },
  );
  dashes(doc);

  for (const line of invoice.lines) {
    pair(doc, `${line.name}\n${line.quantity} x ${rs(line.unitPrice)}`, amount(line.total));
    const tax =
      line.gstRate === null
        ? `HSN ${line.hsn ?? '-'}`
        : `HSN ${line.hsn ?? '-'}, GST ${line.gstRate}%: taxable ${amount(line.taxableValue)}, ` +
          `CGST ${amount(line.cgst)}, SGST ${amount(line.sgst)}`;
    const less = line.discount > 0 ? `, less ${amount(line.discount)} Grocoins` : '';
    doc
      .font('Helvetica')
      .fontSize(7)
      .text(tax + less, X, doc.y, { width: W });
    doc.y += 3;
  }
  dashes(doc);
  for (const [label, value, bold] of totalRows(invoice)) pair(doc, label, value, bold);
  dashes(doc);
  doc.font('Helvetica').fontSize(7);
  for (const text of footLines(invoice)) doc.text(text, X, doc.y, { width: W, align: 'center' });
}
