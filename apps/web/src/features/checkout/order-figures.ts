import {
  earnedCoins,
  finalTotal,
  toPaise,
  type Paise,
  type PriceChangedDetails,
} from '@grofresh/contracts';
import { checkoutLinePaise, type CheckoutLine } from './checkout-line';

export interface SummaryLine {
  key: string;
  name: string;
  variantName: string | null;
  quantity: number;
  lineTotal: Paise;
}

/** What the order summary shows and the order is sent with. */
export interface OrderFigures {
  lines: SummaryLine[];
  subtotal: Paise;
  redeemedCoins: number;
  earnedCoins: number;
  total: Paise;
}

/** The figures as this browser works them out from the cart and the coins chosen. */
export function localFigures(lines: CheckoutLine[], redeemedCoins: number): OrderFigures {
  const summary = lines.map((line) => ({
    key: line.key,
    name: line.name,
    variantName: line.variantName,
    quantity: line.quantity,
    lineTotal: checkoutLinePaise(line),
  }));
  const subtotal = summary.reduce((sum, line) => sum + line.lineTotal, 0);
  return {
    lines: summary,
    subtotal,
    redeemedCoins,
    earnedCoins: earnedCoins(subtotal),
    total: finalTotal(subtotal, redeemedCoins),
  };
}

/** The server's current figures from a PRICE_CHANGED answer: these are what it will accept. */
export function serverFigures(details: PriceChangedDetails): OrderFigures {
  return {
    lines: details.cartItems.map((line) => ({
      key: `${line.itemId._id}-${line.variantName ?? ''}`,
      name: line.name,
      variantName: line.variantName,
      quantity: line.quantity,
      lineTotal: toPaise(line.lineTotal),
    })),
    subtotal: toPaise(details.subtotal),
    redeemedCoins: details.redeemedCoins,
    earnedCoins: details.earnedCoins,
    total: toPaise(details.totalAmount),
  };
}
