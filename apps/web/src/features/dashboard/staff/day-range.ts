import {
  addStoreDays,
  DASHBOARD_ORDER_MESSAGE,
  storeDate,
  storeDateSchema,
} from '@grofresh/contracts';

export interface DayRange {
  from: string;
  to: string;
}

export const PRESETS = ['Today', 'Yesterday', 'Last 7 days', 'Last 30 days', 'This month'] as const;
export type Preset = (typeof PRESETS)[number];

/** The store days a preset stands for, on the store's calendar. */
export function presetRange(preset: Preset, now: Date): DayRange {
  const today = storeDate(now);
  switch (preset) {
    case 'Today':
      return { from: today, to: today };
    case 'Yesterday': {
      const day = addStoreDays(today, -1);
      return { from: day, to: day };
    }
    case 'Last 7 days':
      return { from: addStoreDays(today, -6), to: today };
    case 'Last 30 days':
      return { from: addStoreDays(today, -29), to: today };
    case 'This month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

export const presetOf = (range: DayRange, now: Date): Preset | undefined =>
  PRESETS.find((p) => {
    const r = presetRange(p, now);
    return r.from === range.from && r.to === range.to;
  });

/** A range read from the address (?from&to), today when it is missing or not a range. */
export function rangeFromParams(params: URLSearchParams, now: Date): DayRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const valid = storeDateSchema.safeParse(from).success && storeDateSchema.safeParse(to).success;
  return valid && from <= to ? { from, to } : presetRange('Today', now);
}

/** Why a custom range cannot be shown, or null. */
export const rangeProblem = (range: DayRange): string | null =>
  range.from && range.to && range.from > range.to ? DASHBOARD_ORDER_MESSAGE : null;
