import { Button } from './button';

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Show older …" under a paged list; gone once the last page is in. */
export function LoadMoreButton({ pages, label }: { pages: Pages; label: string }) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className="mx-auto mt-4 flex"
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {label}
    </Button>
  );
}
