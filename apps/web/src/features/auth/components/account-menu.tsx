import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import {
  Coins,
  LogOut,
  MapPin,
  MessageSquareWarning,
  Milk,
  Package,
  ReceiptText,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { UserDetails } from '@grofresh/contracts';
import { ACCOUNT_TABS, accountTabHref, type AccountTab } from '@/lib/account-tabs';
import { formatPhone } from '@/lib/phone';
import { logOut } from '../log-out';
import { accountTriggerClass, AccountTriggerFace } from './account-trigger';

const icons: Record<AccountTab, LucideIcon> = {
  orders: Package,
  addresses: MapPin,
  rewards: Coins,
  subscriptions: Milk,
  statement: ReceiptText,
  complaints: MessageSquareWarning,
  profile: UserRound,
};

const item =
  'flex h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium outline-none select-none';
const linkItem = `${item} text-gray-800 data-highlighted:bg-brand-50 data-highlighted:text-brand-800`;
const logoutItem = `${item} text-red-700 data-highlighted:bg-red-50 data-highlighted:text-red-800`;

/** The top bar's menu for a signed-in shopper: their number, the account tabs and logout. */
export function AccountMenu({ user, className }: { user: UserDetails; className?: string }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={accountTriggerClass(className)}>
        <AccountTriggerFace />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-40 w-64 rounded-2xl border border-gray-200 bg-white p-1.5 shadow-xl"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-2.5">
            <span className="block text-xs text-gray-500">Signed in as</span>
            <span className="tabular block font-bold text-gray-900">{formatPhone(user.phone)}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="mx-1 mb-1 h-px bg-gray-200" />
          {ACCOUNT_TABS.map(({ key, label }) => {
            const Icon = icons[key];
            return (
              <DropdownMenu.Item key={key} asChild className={linkItem}>
                <Link to={accountTabHref(key)}>
                  <Icon className="size-4.5 text-gray-500" aria-hidden />
                  {label}
                </Link>
              </DropdownMenu.Item>
            );
          })}
          <DropdownMenu.Separator className="mx-1 my-1 h-px bg-gray-200" />
          <DropdownMenu.Item onSelect={logOut} className={logoutItem}>
            <LogOut className="size-4.5" aria-hidden />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
