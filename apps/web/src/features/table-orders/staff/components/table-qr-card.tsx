import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { Skeleton } from '@/components/ui/skeleton';

/** Where a table's QR leads: the shop's payment screen, which shows the shopper's own order. */
export const paymentScreenUrl = (origin: string = window.location.origin): string =>
  `${origin}/payment`;

export const TABLE_QR_TEXT = 'Scan to see your order and pay';

/**
 * The card that stands on a table: one QR for every table, since /payment shows whichever
 * order is open for the shopper who signs in. A table label is only printed beside it.
 */
export function TableQrCard({ url, table }: { url: string; table?: string }) {
  const qr = useQuery({
    queryKey: ['table-qr', url] as const,
    queryFn: () => QRCode.toDataURL(url, { width: 640, margin: 1 }),
    staleTime: Infinity,
  });
  return (
    <figure className="mx-auto flex max-w-sm flex-col items-center gap-4 rounded-3xl border-2 border-brand-600 bg-white p-8 text-center print:max-w-none print:border-4">
      <p className="text-2xl font-extrabold tracking-tight">
        Gro<span className="text-brand-600">Fresh</span>
      </p>
      {table && <p className="text-xl font-bold">Table {table}</p>}
      {qr.data ? (
        <img
          src={qr.data}
          alt={`QR code for ${url}`}
          width={256}
          height={256}
          className="size-64 print:size-80"
        />
      ) : qr.isError ? (
        <p role="alert" className="grid size-64 place-items-center text-sm text-red-700">
          The QR could not be drawn. Reload the page.
        </p>
      ) : (
        <Skeleton className="size-64" />
      )}
      <figcaption className="space-y-1">
        <span className="block text-lg font-bold">{TABLE_QR_TEXT}</span>
        <span className="block text-sm break-all text-gray-600">{url}</span>
      </figcaption>
    </figure>
  );
}
