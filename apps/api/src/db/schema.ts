/** Every table, for drizzle-kit and the typed client. Each domain owns its own file. */
export * from '../modules/catalog/catalog.table';
export * from '../modules/catalog/stock.table';
export * from '../modules/store/store.table';
export * from '../modules/analytics/analytics.table';
export * from '../modules/users/users.table';
export * from '../modules/auth/auth.table';
export * from '../modules/addresses/addresses.table';
export * from '../modules/orders/orders.table';
export * from '../modules/coins/coins.table';
export * from '../modules/activity/activity.table';
export * from '../modules/subscriptions/subscriptions.table';
export * from '../modules/complaints/complaints.table';
export * from '../modules/table-orders/table-orders.table';
export * from '../modules/payments/payments.table';
export * from '../modules/books/books.table';
export * from '../modules/invoices/invoices.table';
export * from '../modules/riders/riders.table';
// The development gateway stand-in's books (CCAVENUE_MODE=simulator).
export * from '../stand-ins/gateway/simulator.table';
