const billSuffix = (billNo: number) => (billNo > 1 ? `:b${billNo}` : '');

/** The ledger's idempotency keys: one row per key, ever (docs/decisions.md#orders-and-grocoins). */
export const coinRef = {
  order: (orderRef: string, kind: 'earned' | 'redeemed' | 'refund') => `order:${orderRef}:${kind}`,
  /**
   * A paused day of a subscription's bill. The first bill keeps the key it always had; a
   * renewal's days carry their bill, so the same date of a later bill is a new reason.
   */
  milkPause: (subscriptionId: string, date: string, billNo = 1) =>
    `milk-pause:${subscriptionId}:${date}${billSuffix(billNo)}`,
  /** A skipped day of a bill, credited by its run (one per subscription, bill and date). */
  milkSkip: (subscriptionId: string, date: string, billNo: number) =>
    `milk-skip:${subscriptionId}:${date}${billSuffix(billNo)}`,
  /**
   * A day delivered at a lower quantity than its bill paid for, credited the difference by its
   * run (one per subscription, bill and date).
   */
  milkLowered: (subscriptionId: string, date: string, billNo: number) =>
    `milk-lowered:${subscriptionId}:${date}${billSuffix(billNo)}`,
  /**
   * A day marked missed; `mark` counts the marks made on that day's delivery, so a mark undone
   * and made again is a reason of its own, and `undo` takes one mark's coins back.
   */
  milkMissed: (subscriptionId: string, date: string, billNo = 1, mark = 1) =>
    `milk-missed:${subscriptionId}:${date}${billSuffix(billNo)}${mark > 1 ? `:${mark}` : ''}`,
  milkMissedUndo: (subscriptionId: string, date: string, billNo: number, mark: number) =>
    `milk-missed-undo:${subscriptionId}:${date}${billSuffix(billNo)}:${mark}`,
  /**
   * Paid days given back without a run (cancelled, or not served), one row for the days one
   * call gave back: each day is given back once (its milk_deliveries row), so the first of
   * those days names the call.
   */
  milkGiveBack: (
    reason: 'cancelled' | 'unserved',
    subscriptionId: string,
    billNo: number,
    firstDate: string,
  ) => `milk-${reason}:${subscriptionId}:${billNo}:${firstDate}`,
  complaint: (complaintId: string) => `complaint:${complaintId}`,
  tableOrder: (tableOrderId: string) => `table-order:${tableOrderId}:earned`,
  /**
   * An online payment's attempt: `release` gives back the coins held at initiation when it
   * fails, is aborted or stays unpaid; `late-redeem` takes them again when it is paid after all.
   */
  payment: (attemptId: string, kind: 'release' | 'late-redeem') => `payment:${attemptId}:${kind}`,
};
