import { useState, type FormEvent } from 'react';
import { phoneProblem, TABLE_NO_MAX, tableOrderMessages } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { phoneDigits } from '@/lib/phone';
import { useCreateTableOrder } from '../api/staff-table-orders';
import { draftLineCount, noDraftLines, toLineInputs, type DraftLines } from '../counter-lines';
import { LineBuilder } from './line-builder';

/**
 * Opens a table order: the shopper's mobile number (they follow the order on /payment after
 * signing in with it), an optional table, and the Dine In and Pick Up lines.
 */
export function NewTableOrderForm() {
  const create = useCreateTableOrder();
  const [phone, setPhone] = useState('');
  const [tableNo, setTableNo] = useState('');
  const [lines, setLines] = useState<DraftLines>(noDraftLines);
  const [tried, setTried] = useState(false);

  const phoneError = tried ? phoneProblem(phone) : undefined;
  const linesError = tried && draftLineCount(lines) === 0 ? tableOrderMessages.noLines : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (phoneProblem(phone) || draftLineCount(lines) === 0) return;
    const table = tableNo.trim();
    create.mutate(
      {
        phone,
        dineInItems: toLineInputs(lines.dineIn),
        pickUpItems: toLineInputs(lines.pickUp),
        ...(table ? { tableNo: table } : {}),
      },
      {
        onSuccess: () => {
          setPhone('');
          setTableNo('');
          setLines(noDraftLines);
          setTried(false);
        },
      },
    );
  };

  return (
    <form aria-label="New table order" noValidate onSubmit={submit} className="space-y-4">
      <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,1fr)] gap-3">
        <TextField
          label="Shopper’s mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          placeholder="10 digits"
          value={phone}
          onChange={(e) => setPhone(phoneDigits(e.target.value))}
          error={phoneError}
        />
        <TextField
          label="Table"
          note="optional"
          maxLength={TABLE_NO_MAX}
          autoComplete="off"
          value={tableNo}
          onChange={(e) => setTableNo(e.target.value)}
        />
      </div>
      <LineBuilder lines={lines} onChange={setLines} />
      {linesError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {linesError}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={create.isPending}>
        {create.isPending ? 'Opening…' : 'Open order'}
      </Button>
    </form>
  );
}
