import { complaintMessages } from '@grofresh/contracts';

/** The shopper's words of the Complaints tab and the 'Raise Complaint' modal. */
export const COMPLAINT_MESSAGES = {
  raise: 'Raise Complaint',
  none: 'You haven’t raised any complaints.',
  noneHint: 'Something not right with an order, a payment or a product? Tell us and we’ll sort it.',
  showOlder: 'Show older complaints',
  storeReply: 'Store’s reply',
  credited: (coins: number) => `${coins} Grocoins credited`,
  aboutOrder: (orderId: string) => `About order ${orderId}`,
  // A complaint the shop could not be reached for; the server's reasons show in the form.
  failedTitle: complaintMessages.failedTitle,
  failed: complaintMessages.failed,
} as const;
