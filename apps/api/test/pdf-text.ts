/**
 * The text of an uncompressed PDF as pdfkit writes it with the standard fonts: each `[…] TJ`
 * (hex strings between kerning numbers) and `<…> Tj` is one run, read as Latin-1. Enough to
 * check what a printable document says without a PDF library in the tests.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const runs: string[] = [];
  for (const m of source.matchAll(
    /\[((?:\s*(?:<[0-9a-fA-F]*>|-?[\d.]+))*)\s*\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
  )) {
    const hexes =
      m[1] !== undefined ? [...m[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [m[2]!];
    runs.push(hexes.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''));
  }
  return runs.join('\n');
}
