import {
  BookOpen,
  Boxes,
  ChartColumn,
  ClipboardList,
  ConciergeBell,
  HandCoins,
  History,
  MessageSquareWarning,
  Milk,
  Package,
  Receipt,
  Store,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '@grofresh/contracts';

export interface OpsSection {
  key: string;
  label: string;
  /** Under /ops. */
  path: string;
  icon: LucideIcon;
  /** Who may open it; staff and admins unless it says otherwise. */
  roles: readonly Role[];
  /** Works from the store's settings: says so, and what to do, before the store is set up. */
  needsStore?: boolean;
}

const everyone = ['staff', 'admin'] as const;

/**
 * The console's sections, in menu order. A later issue adds its section here and its page to
 * ops-app.tsx; the sidebar, the phone tabs and the role check follow.
 */
export const OPS_SECTIONS: readonly OpsSection[] = [
  {
    key: 'orders',
    label: 'Orders',
    path: 'orders',
    icon: ClipboardList,
    roles: everyone,
    needsStore: true,
  },
  { key: 'milk', label: 'Milk', path: 'milk', icon: Milk, roles: everyone, needsStore: true },
  {
    key: 'complaints',
    label: 'Complaints',
    path: 'complaints',
    icon: MessageSquareWarning,
    roles: everyone,
  },
  {
    key: 'counter',
    label: 'Counter',
    path: 'counter',
    icon: ConciergeBell,
    roles: everyone,
    needsStore: true,
  },
  { key: 'dashboard', label: 'Dashboard', path: 'dashboard', icon: ChartColumn, roles: everyone },
  { key: 'books', label: 'Books', path: 'books', icon: BookOpen, roles: everyone },
  { key: 'refunds', label: 'Refunds due', path: 'refunds', icon: HandCoins, roles: everyone },
  { key: 'catalog', label: 'Catalog', path: 'catalog', icon: Package, roles: everyone },
  { key: 'stock', label: 'Stock', path: 'stock', icon: Boxes, roles: everyone },
  { key: 'store', label: 'Store', path: 'store', icon: Store, roles: ['admin'] },
  { key: 'gst', label: 'GST', path: 'gst', icon: Receipt, roles: ['admin'] },
  { key: 'people', label: 'People', path: 'people', icon: Users, roles: ['admin'] },
  { key: 'activity', label: 'Activity', path: 'activity', icon: History, roles: ['admin'] },
];

export const sectionsFor = (role: Role): OpsSection[] =>
  OPS_SECTIONS.filter((s) => s.roles.includes(role));

/** How many sections the phone's bottom bar shows before "More". */
export const PHONE_TABS = 3;
