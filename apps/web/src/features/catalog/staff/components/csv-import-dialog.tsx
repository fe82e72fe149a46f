import { useState } from 'react';
import { CSV_IMPORT_MAX_BYTES, ITEMS_CSV_COLUMNS, type CsvRowError } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { useImportItems } from '../api/items';

const rowsOf = (error: ApiError): CsvRowError[] => {
  const rows = (error.body.details as { rows?: unknown } | undefined)?.rows;
  return Array.isArray(rows) ? (rows as CsvRowError[]) : [];
};

/** The file's text (FileReader: older phone browsers lack File.text). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file);
  });

/** Items from a CSV file (the export's columns): every row or none, with the lines at fault. */
export function CsvImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const importItems = useImportItems();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<{ message: string; rows: CsvRowError[] } | null>(null);
  const close = () => {
    setFile(null);
    setProblem(null);
    onClose();
  };
  const send = async () => {
    if (!file) return setProblem({ message: 'Choose a CSV file first', rows: [] });
    if (file.size > CSV_IMPORT_MAX_BYTES)
      return setProblem({
        message: 'The file is over 15 MB: split it into smaller files',
        rows: [],
      });
    setProblem(null);
    let csv: string;
    try {
      csv = await readText(file);
    } catch {
      return setProblem({ message: 'That file could not be read', rows: [] });
    }
    importItems.mutate(csv, {
      onSuccess: close,
      onError: (e) =>
        setProblem(
          e instanceof ApiError
            ? { message: e.message, rows: rowsOf(e) }
            : { message: SOMETHING_WENT_WRONG, rows: [] },
        ),
    });
  };
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && close()}
      title="Import items from CSV"
      description="Rows with an id change that item; rows without one add a new item. If any row has a problem, nothing is imported."
    >
      <div className="mt-4 space-y-4">
        <p className="text-sm text-gray-700">
          Columns, as the export writes them:{' '}
          <code className="text-xs break-words">{ITEMS_CSV_COLUMNS.join(', ')}</code>
        </p>
        <label className="block text-sm font-semibold text-gray-800">
          CSV file
          <input
            type="file"
            accept=".csv,text/csv"
            className="mt-1 block w-full text-sm file:mr-3 file:h-10 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-700"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        {problem && (
          <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            <p className="font-semibold">{problem.message}</p>
            {problem.rows.length > 0 && (
              <ul className="mt-2 max-h-48 list-disc space-y-1 overflow-y-auto pl-5">
                {problem.rows.map((row) => (
                  <li key={`${row.line}-${row.message}`}>
                    Line {row.line}: {row.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button disabled={importItems.isPending} onClick={() => void send()}>
            {importItems.isPending ? 'Importing…' : 'Import'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
