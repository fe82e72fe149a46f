/** The rider's screen (docs/product/rules.md#riders), each sentence written once. */
export const RIDER_MESSAGES = {
  title: 'Today’s deliveries',
  signIn: 'Log in with the phone number the store made a rider.',
  notRider: 'This screen is for the store’s riders. Ask the store to make you a rider in People.',
  noOrders: 'No orders given to you right now.',
  noMilk: 'No milk to deliver today.',
  waiting: 'Waiting to send',
  waitingCount: (n: number) =>
    n === 1 ? '1 mark waiting for a signal.' : `${n} marks waiting for a signal.`,
  signOutWaiting: (n: number) =>
    `${n === 1 ? '1 mark' : `${n} marks`} not sent yet: sign out anyway? ${n === 1 ? 'It' : 'They'} will be lost.`,
  offline: 'No signal. Marks are kept on this phone and sent when the signal returns.',
  savedAt: (time: string) => `Showing the list saved at ${time}.`,
  loadFailed: 'The list could not be read. Pull down or try again when there is a signal.',
  cashLabel: 'Cash received (₹)',
  cashTitle: (orderId: string) => `Delivered ${orderId}?`,
  reasonLabel: 'Why was it missed?',
  reasonPlaceholder: 'Door locked, no one home…',
} as const;
