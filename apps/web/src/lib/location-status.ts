/**
 * Where the shopper's location check stands (docs/product/records.md#location). The location
 * feature decides it; others (the milk tab) read it, so the type lives here rather than in either
 * feature.
 */
export type LocationStatus =
  | 'idle'
  | 'checking'
  | 'eligible'
  | 'out-of-range'
  | 'denied'
  | 'unavailable'
  | 'unsupported'
  | 'error';
