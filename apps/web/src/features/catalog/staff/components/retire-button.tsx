import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** Retiring asks once more, in place: the thing leaves the shop (orders keep it). */
export function RetireButton({
  name,
  busy,
  onRetire,
}: {
  name: string;
  busy: boolean;
  onRetire: () => void;
}) {
  const [asking, setAsking] = useState(false);
  return asking ? (
    <span className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="danger" disabled={busy} onClick={onRetire}>
        Yes, take {name} out of the shop
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
        Keep it
      </Button>
    </span>
  ) : (
    <Button
      size="sm"
      variant="ghost"
      className="text-red-700 hover:bg-red-50"
      onClick={() => setAsking(true)}
    >
      Retire<span className="sr-only"> {name}</span>
    </Button>
  );
}
