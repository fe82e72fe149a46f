import type { OpsBanner } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useOpsBanners, useRetire } from '../api/taxonomy';
import { BannerForm } from './banner-form';
import { RetireButton } from './retire-button';

/** The home page's banners in display order; retired ones after them, to restore. */
export function BannersTab({
  editing,
  onEdit,
}: {
  editing: OpsBanner | 'new' | null;
  onEdit: (b: OpsBanner | 'new' | null) => void;
}) {
  const banners = useOpsBanners();
  const retire = useRetire('banner');
  if (banners.isPending) return <Skeleton className="h-96 rounded-2xl" />;
  if (banners.isError) return <LoadError onRetry={() => void banners.refetch()} />;
  const sorted = [...banners.data].sort(
    (a, b) => Number(a.retired) - Number(b.retired) || a.position - b.position,
  );
  return (
    <>
      {sorted.length === 0 && (
        <p className="rounded-2xl border border-dashed border-gray-300 bg-white p-8 text-center text-gray-700">
          No banners yet: the home page starts with its categories.
        </p>
      )}
      <ul aria-label="Banners" className="grid gap-4 md:grid-cols-2">
        {sorted.map((banner) => (
          <li
            key={banner._id}
            className={cn(
              'overflow-hidden rounded-2xl border border-gray-200 bg-white',
              banner.retired && 'opacity-70',
            )}
          >
            <img
              src={banner.imageUrl}
              alt={banner.alt}
              className="aspect-[3/1] w-full bg-gray-100 object-cover"
            />
            <div className="flex flex-wrap items-center gap-2 p-3">
              <p className="mr-auto min-w-0 text-sm">
                <span className="font-semibold">
                  {banner.retired ? 'Retired' : `Position ${banner.position}`}
                </span>
                <span className="block truncate text-gray-600">{banner.alt}</span>
              </p>
              {banner.retired ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => retire.mutate({ id: banner._id, retire: false })}
                >
                  Restore<span className="sr-only"> {banner.alt}</span>
                </Button>
              ) : (
                <>
                  <RetireButton
                    name="this banner"
                    busy={retire.isPending}
                    onRetire={() => retire.mutate({ id: banner._id, retire: true })}
                  />
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Edit ${banner.alt}`}
                    onClick={() => onEdit(banner)}
                  >
                    Edit
                  </Button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Modal
        open={editing !== null}
        onOpenChange={(o) => !o && onEdit(null)}
        title={editing && editing !== 'new' ? 'Edit banner' : 'New banner'}
        size="lg"
      >
        {editing !== null && (
          <BannerForm banner={editing === 'new' ? null : editing} onDone={() => onEdit(null)} />
        )}
      </Modal>
    </>
  );
}
