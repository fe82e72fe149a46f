import PDFDocument from 'pdfkit';
import type { Invoice, InvoiceLayout } from '@grofresh/contracts';
import { drawA4 } from './invoice-pdf-a4';
import { drawRoll, ROLL_MARGIN, ROLL_WIDTH } from './invoice-pdf-roll';
import { titleOf, type Pdf } from './invoice-pdf-words';

/**
 * The printable invoice (docs/product/rules.md#gst-invoices): A4 for the shopper and the
 * office, an 80 mm roll for the counter's thermal printer. The streams are left uncompressed
 * so the text can be read back (a tax document is small either way).
 */

/** The invoice as PDF bytes in the layout asked for. */
export async function invoicePdf(invoice: Invoice, layout: InvoiceLayout): Promise<Buffer> {
  if (layout === 'a4') return render(invoice, 'A4', drawA4);
  // A roll is as long as its contents: lay it out once on a long strip to measure, then again.
  const measured = await measure(invoice);
  return render(invoice, [ROLL_WIDTH, Math.ceil(measured) + ROLL_MARGIN], drawRoll);
}

async function measure(invoice: Invoice): Promise<number> {
  const doc = new PDFDocument({ size: [ROLL_WIDTH, 14400], margin: ROLL_MARGIN });
  drawRoll(doc, invoice);
  const height = doc.y;
  doc.end();
  return height;
}

function render(
  invoice: Invoice,
  size: string | [number, number],
  draw: (doc: Pdf, invoice: Invoice) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size,
    margin: size === 'A4' ? 40 : ROLL_MARGIN,
    compress: false,
    info: { Title: `${titleOf(invoice)} ${invoice.number}`, Author: invoice.seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc, invoice);
  doc.end();
  return done;
}
