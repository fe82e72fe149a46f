/**
 * The text of an uncompressed PDF as the shop writes it (pdfkit, standard fonts): each
 * `[…] TJ` and `<…> Tj` run read as Latin-1, one a line. The API's tests read it the same way
 * (apps/api/test/pdf-text.ts); the journeys keep their own copy, outside the API's tree.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const runs: string[] = [];
  const run = /\[((?:\s*(?:<[0-9a-fA-F]*>|-?[\d.]+))*)\s*\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
  for (const m of source.matchAll(run)) {
    const hexes =
      m[1] !== undefined ? [...m[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [m[2]!];
    runs.push(hexes.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''));
  }
  return runs.join('\n');
}
