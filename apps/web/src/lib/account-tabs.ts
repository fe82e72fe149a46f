/**
 * The tabs of /my-account (docs/product/screens.md#my-account), in order, with their ?tab= keys.
 * Shared by the page that shows them and the account menu that links to them, so each label is
 * written once.
 */
export const ACCOUNT_TABS = [
  { key: 'orders', label: 'My Orders' },
  { key: 'addresses', label: 'Saved Addresses' },
  { key: 'rewards', label: 'Rewards' },
  { key: 'subscriptions', label: 'Subscriptions' },
  { key: 'statement', label: 'Statement' },
  { key: 'complaints', label: 'Complaints' },
  { key: 'profile', label: 'Profile' },
] as const;

export type AccountTab = (typeof ACCOUNT_TABS)[number]['key'];

export const DEFAULT_ACCOUNT_TAB: AccountTab = 'orders';

export const isAccountTab = (value: string | null): value is AccountTab =>
  ACCOUNT_TABS.some((tab) => tab.key === value);

export const accountTabHref = (tab: AccountTab) => `/my-account?tab=${tab}`;
