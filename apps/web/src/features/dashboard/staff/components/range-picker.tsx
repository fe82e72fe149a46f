import { useState } from 'react';
import { cn } from '@/lib/cn';
import { PRESETS, presetOf, presetRange, rangeProblem, type DayRange } from '../day-range';

interface RangePickerProps {
  range: DayRange;
  now: Date;
  onChange: (range: DayRange) => void;
}

const input =
  'h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 aria-invalid:border-red-600';

/** Today, yesterday, the last 7 or 30 days, this month, or any two dates. */
export function RangePicker({ range, now, onChange }: RangePickerProps) {
  const [custom, setCustom] = useState(range);
  const current = presetOf(range, now);
  const problem = rangeProblem(custom);
  const pick = (next: DayRange) => {
    setCustom(next);
    if (!rangeProblem(next) && next.from && next.to) onChange(next);
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div
        role="group"
        aria-label="Days"
        className="flex flex-wrap gap-1 rounded-lg bg-gray-100 p-1"
      >
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={current === preset}
            onClick={() => pick(presetRange(preset, now))}
            className={cn(
              'h-8 rounded-md px-3 text-sm font-semibold',
              current === preset ? 'bg-white text-brand-800 shadow-sm' : 'text-gray-700',
            )}
          >
            {preset}
          </button>
        ))}
      </div>
      <label className="flex flex-col gap-1 text-sm font-semibold text-gray-800">
        From
        <input
          type="date"
          className={input}
          value={custom.from}
          onChange={(e) => pick({ ...custom, from: e.target.value })}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold text-gray-800">
        To
        <input
          type="date"
          className={input}
          value={custom.to}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? 'range-problem' : undefined}
          onChange={(e) => pick({ ...custom, to: e.target.value })}
        />
      </label>
      {problem && (
        <p id="range-problem" role="alert" className="w-full text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
