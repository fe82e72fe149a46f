/**
 * Every query key of the app in one place, so a change can refresh exactly what it touched.
 * Keys start with the API area they read, and name the signed-in user where answers differ
 * between users.
 */
export const queryKeys = {
  items: (params: { name: string; categoryId: string; limit: number }) =>
    ['items', params] as const,
  itemsByIds: (ids: readonly string[]) => ['items', 'by-ids', ...ids] as const,
  banners: ['banners'] as const,
  categories: ['categories'] as const,
  category: (id: string) => ['category', id] as const,
  storeConfig: ['store-config'] as const,
  addresses: ['addresses'] as const,
  profile: (userId: string) => ['user', 'getById', userId] as const,
  coins: {
    all: ['coins'] as const,
    mine: (userId: string) => ['coins', 'mine-coins', userId] as const,
  },
  storeClock: ['store-clock'] as const,
  books: {
    statement: (userId: string) => ['user', 'statement', userId] as const,
  },
  subscriptions: {
    all: ['subscriptions'] as const,
    mine: (userId: string) => ['subscriptions', 'user', userId] as const,
    days: (id: string, month: string) => ['subscriptions', 'days', id, month] as const,
  },
  complaints: {
    all: ['complaints'] as const,
    mine: (userId: string) => ['complaints', 'mine', userId] as const,
  },
  tableOrders: {
    all: ['table-orders'] as const,
    current: (userId: string) => ['table-orders', 'current', userId] as const,
    one: (id: string) => ['table-orders', 'one', id] as const,
    mine: (userId: string) => ['table-orders', 'mine', userId] as const,
  },
  payments: {
    options: ['payments', 'options'] as const,
  },
  upiQr: (link: string | null) => ['upi-qr', link] as const,
  orders: {
    all: ['orders'] as const,
    redeemEligibility: ['orders', 'check-pending-redeemed'] as const,
    mine: (userId: string) => ['orders', 'all-user', userId] as const,
    detail: (id: string) => ['orders', 'detail', id] as const,
  },
  ops: {
    all: ['ops'] as const,
    me: (token: string) => ['ops', 'me', token] as const,
    orders: (filters: object) => ['ops', 'orders', 'list', filters] as const,
    ordersAll: ['ops', 'orders'] as const,
    order: (id: string) => ['ops', 'orders', 'one', id] as const,
    deliveryPeople: ['ops', 'delivery-people'] as const,
    activity: (filters: object) => ['ops', 'activity', filters] as const,
    store: ['ops', 'store'] as const,
    people: (filters: object) => ['ops', 'people', filters] as const,
    peopleAll: ['ops', 'people'] as const,
    dashboardAll: ['ops', 'dashboard'] as const,
    dashboard: (range: object) => ['ops', 'dashboard', range] as const,
    catalogAll: ['ops', 'catalog'] as const,
    items: (filters: object) => ['ops', 'catalog', 'items', filters] as const,
    catalogCategories: ['ops', 'catalog', 'categories'] as const,
    catalogBanners: ['ops', 'catalog', 'banners'] as const,
    subscriptionsAll: ['ops', 'subscriptions'] as const,
    subscriptions: (filters: object) => ['ops', 'subscriptions', 'list', filters] as const,
    milkRunsAll: ['ops', 'milk-runs'] as const,
    milkRun: (date: string) => ['ops', 'milk-runs', date] as const,
    refunds: ['ops', 'refunds'] as const,
    complaintsAll: ['ops', 'complaints'] as const,
    complaints: (filters: object) => ['ops', 'complaints', 'list', filters] as const,
    complaint: (id: string) => ['ops', 'complaints', 'one', id] as const,
    tableOrdersAll: ['ops', 'table-orders'] as const,
    tableOrders: (view: string) => ['ops', 'table-orders', 'list', view] as const,
    bundledImages: (q: string) => ['ops', 'bundled-images', q] as const,
    stockAll: ['ops', 'stock'] as const,
    stock: (filters: object) => ['ops', 'stock', 'list', filters] as const,
    stockMovements: (itemId: string) => ['ops', 'stock', 'movements', itemId] as const,
    riders: ['ops', 'riders'] as const,
  },
  /** The rider's phone screen (docs/product/rules.md#riders). */
  riderToday: ['rider', 'today'] as const,
};
