/**
 * The demo store counts a few items (docs/product/rules.md#stock), so a fresh shop shows each
 * case: one sold out, two at or below their low mark ("Only N left"), one counted with plenty;
 * every other item is not counted. Chosen among items no test or journey buys, so none of them
 * is refused for stock it never asked about.
 */
export const demoStock: { name: string; onHand: number; lowAt: number }[] = [
  { name: 'Gulab Jamun Tin', onHand: 0, lowAt: 5 },
  { name: 'Kaju Katli', onHand: 4, lowAt: 5 },
  { name: 'Mahabaleshwar Strawberry', onHand: 2, lowAt: 5 },
  { name: 'Extra Virgin Olive Oil', onHand: 40, lowAt: 5 },
];
