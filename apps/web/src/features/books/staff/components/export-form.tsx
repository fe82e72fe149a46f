import { useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useExportBooks } from '../api/books';

/** "Export CSV" (admin): a range's entries, or its closed days, for the accountant. */
export function ExportForm({ date }: { date: string }) {
  const exporting = useExportBooks();
  const [from, setFrom] = useState(date);
  const [to, setTo] = useState(date);
  const [what, setWhat] = useState<'entries' | 'days'>('entries');
  const wrongOrder = from > to;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!wrongOrder && from && to) exporting.mutate({ from, to, what });
  };
  return (
    <form
      onSubmit={submit}
      aria-labelledby="export-books"
      className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4"
    >
      <h2 id="export-books" className="font-bold">
        Export CSV
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="From"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          label="To"
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={wrongOrder ? 'The start date comes before the end date.' : undefined}
        />
        <div>
          <label htmlFor="export-what" className="text-sm font-semibold text-gray-800">
            What
          </label>
          <select
            id="export-what"
            value={what}
            onChange={(e) => setWhat(e.target.value === 'days' ? 'days' : 'entries')}
            className="mt-1 h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base"
          >
            <option value="entries">Entries</option>
            <option value="days">Closed days</option>
          </select>
        </div>
      </div>
      <Button type="submit" variant="outline" disabled={exporting.isPending || wrongOrder}>
        <Download className="size-4" aria-hidden />
        Export CSV
      </Button>
    </form>
  );
}
