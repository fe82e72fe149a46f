export const BRAND = '#0a7f44';
export const PAYMENT_COLOURS = { COD: '#0a7f44', QR: '#f6c343', CCAVENUE: '#2563eb' } as const;
