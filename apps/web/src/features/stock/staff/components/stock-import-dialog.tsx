import { useState } from 'react';
import { CSV_IMPORT_MAX_BYTES, STOCK_CSV_COLUMNS, type CsvRowError } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { problemOf } from '../api/stock';
import { useImportStock } from '../api/stock-csv';

const rowsOf = (error: unknown): CsvRowError[] => {
  if (!(error instanceof ApiError)) return [];
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

/**
 * A stock take from a CSV file in the export's columns (docs/product/screens.md#the-console):
 * every changed count is recorded, or nothing when any row has a problem, listed by line.
 */
export function StockImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const importStock = useImportStock();
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
    importStock.mutate(csv, {
      onSuccess: close,
      onError: (error) => setProblem({ message: problemOf(error), rows: rowsOf(error) }),
    });
  };
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && close()}
      title="Import a stock take"
      description="Export the counts, write what is on the shelves in onHand, and import the file. If any row has a problem, nothing changes."
    >
      <div className="mt-4 space-y-4">
        <p className="text-sm text-gray-700">
          Columns, as the export writes them:{' '}
          <code className="text-xs break-words">{STOCK_CSV_COLUMNS.join(', ')}</code>
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
          <Button disabled={importStock.isPending} onClick={() => void send()}>
            {importStock.isPending ? 'Importing…' : 'Import'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
