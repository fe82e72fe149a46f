import { NavLink } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { ArrowLeft, LogOut, Menu } from 'lucide-react';
import type { UserDetails } from '@grofresh/contracts';
import { logOut } from '@/features/auth/log-out';
import { cn } from '@/lib/cn';
import { formatPhone } from '@/lib/phone';
import { PHONE_TABS, type OpsSection } from '../ops-sections';

const roleLabel = { customer: 'Shopper', rider: 'Rider', staff: 'Staff', admin: 'Admin' } as const;

/** Desktop: the sections down the left, who is signed in at the foot. */
export function OpsSidebar({ sections, user }: { sections: OpsSection[]; user: UserDetails }) {
  return (
    <aside className="sticky top-0 hidden h-dvh flex-col border-r border-gray-200 bg-white md:flex print:hidden">
      <div className="flex items-center gap-2 px-5 py-4">
        <span className="grid size-9 place-items-center rounded-xl bg-brand-600 text-sm font-extrabold text-white">
          GF
        </span>
        <span className="leading-tight">
          <span className="block font-extrabold">GroFresh</span>
          <span className="block text-xs font-medium text-gray-600">Store console</span>
        </span>
      </div>
      <nav aria-label="Console" className="flex-1 space-y-1 px-3">
        {sections.map((s) => (
          <NavLink
            key={s.key}
            to={`/ops/${s.path}`}
            className={({ isActive }) =>
              cn(
                'flex h-11 items-center gap-3 rounded-xl px-3 text-sm font-semibold',
                isActive
                  ? 'bg-brand-50 text-brand-800'
                  : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
              )
            }
          >
            <s.icon className="size-5" aria-hidden />
            {s.label}
          </NavLink>
        ))}
      </nav>
      <div className="space-y-1 border-t border-gray-200 p-3">
        <p className="px-3 pb-1 text-xs text-gray-600">
          <span className="tabular block font-semibold text-gray-900">
            {formatPhone(user.phone)}
          </span>
          {roleLabel[user.role]}
        </p>
        <NavLink
          to="/"
          className="flex h-10 items-center gap-3 rounded-xl px-3 text-sm font-medium text-gray-700 hover:bg-gray-100"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Back to the shop
        </NavLink>
        <button
          type="button"
          onClick={logOut}
          className="flex h-10 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium text-red-700 hover:bg-red-50"
        >
          <LogOut className="size-4" aria-hidden />
          Log out
        </button>
      </div>
    </aside>
  );
}

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-w-0 flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-semibold',
    isActive ? 'text-brand-700' : 'text-gray-600',
  );

/** Phones: the first sections as tabs along the bottom, the rest under More. */
export function OpsBottomTabs({ sections, user }: { sections: OpsSection[]; user: UserDetails }) {
  const tabs = sections.slice(0, PHONE_TABS);
  const more = sections.slice(PHONE_TABS);
  const item =
    'flex h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium outline-none data-highlighted:bg-brand-50';
  return (
    <nav
      aria-label="Console"
      className="fixed inset-x-0 bottom-0 z-30 flex h-16 border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden print:hidden"
    >
      {tabs.map((s) => (
        <NavLink key={s.key} to={`/ops/${s.path}`} className={tabClass}>
          <s.icon className="size-5" aria-hidden />
          <span className="truncate">{s.label}</span>
        </NavLink>
      ))}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className="flex flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-semibold text-gray-600 data-[state=open]:text-brand-700">
          <Menu className="size-5" aria-hidden />
          More
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            side="top"
            align="end"
            sideOffset={8}
            collisionPadding={8}
            className="z-40 w-64 rounded-2xl border border-gray-200 bg-white p-1.5 shadow-xl"
          >
            <DropdownMenu.Label className="px-3 pt-2 pb-2 text-xs text-gray-600">
              <span className="tabular block font-semibold text-gray-900">
                {formatPhone(user.phone)}
              </span>
              {roleLabel[user.role]}
            </DropdownMenu.Label>
            {more.map((s) => (
              <DropdownMenu.Item key={s.key} asChild className={item}>
                <NavLink to={`/ops/${s.path}`}>
                  <s.icon className="size-4.5 text-gray-500" aria-hidden />
                  {s.label}
                </NavLink>
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className="mx-1 my-1 h-px bg-gray-200" />
            <DropdownMenu.Item asChild className={item}>
              <NavLink to="/">
                <ArrowLeft className="size-4.5 text-gray-500" aria-hidden />
                Back to the shop
              </NavLink>
            </DropdownMenu.Item>
            <DropdownMenu.Item onSelect={logOut} className={cn(item, 'text-red-700')}>
              <LogOut className="size-4.5" aria-hidden />
              Log out
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </nav>
  );
}
