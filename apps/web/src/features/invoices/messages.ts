import type { Invoice } from '@grofresh/contracts';

/** The invoice's words on the shop's and the console's screens (docs/product/messages.md). */
export const INVOICE_TEXT = {
  download: 'Download invoice',
  downloading: 'Downloading…',
  failed: 'The invoice could not be downloaded. Please try again.',
  openA4: 'Invoice',
  openRoll: 'Roll',
  openA4Label: (ref: string) => `Invoice of ${ref}, A4 to print`,
  openRollLabel: (ref: string) => `Roll: invoice of ${ref} for the 80 mm counter printer`,
  kind: {
    INVOICE: 'Tax invoice',
    INVOICE_CUM_BILL_OF_SUPPLY: 'Invoice-cum-bill of supply',
    BILL_OF_SUPPLY: 'Bill of supply',
    RECEIPT: 'Receipt',
  } satisfies Record<Invoice['kind'], string>,
  creditNote: (number: string) => `Credit note ${number}`,
};
